import { randomUUID } from 'node:crypto';
import {
  bomSheetStreamId,
  chatStreamId,
  companyStreamId,
  CURRENT_EVENT_VERSIONS,
  feedbackStreamId,
  manufacturerStreamId,
  shopStreamId,
  signupReminderStreamId,
  superOrderStreamId,
  userStreamId,
  type DomainEvent,
  type ManufacturerCapabilities,
} from '@pcbm/domain';
import { logHeadOf, ProcessorRunner, REBUILD_BATCH_SIZE, SharedLogReads, type Database, type EventProcessor, type SqlEventStore } from '@pcbm/platform';
import { accountProjector, bomSheetProjector, chatProjector, orderProjector, shopProjector, signupReminderProjector } from '../read-models';
import { format } from './measure';
import { superOrderHistory } from './order-history-fixture';

const RUNS = 3;

type Stream = { readonly streamId: string; readonly events: readonly DomainEvent[] };

const metadata = { correlationId: 'bench', causationId: 'bench', actor: { kind: 'SYSTEM' as const } };
const address = { recipient: 'Bench GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const settings = { format: 'CsvComma' as const, unit: 'Millimeter' as const, bomColumnOrder: ['DESIGNATOR' as const, 'QUANTITY' as const, 'MPN' as const] };
const capabilities: ManufacturerCapabilities = {
  allowMatching: true,
  orderTypes: ['PROTOTYPE'],
  boardSize: { min: { long: 10, short: 10, height: 1 }, max: { long: 500, short: 400, height: 3 } },
  ecSize: { min: { long: 0, short: 0, height: 0 }, max: { long: 50, short: 50, height: 10 } },
  minimalPitch: 0.4,
  doubleSidedSMT: true,
  ipcClass: 'CLASS2',
  certificates: ['ISO9001'],
  supportedServices: ['Assembly'],
  spokenLanguages: ['en', 'de'],
  pcbQuantity: { min: 1, max: null },
  componentQuantity: { min: 1 },
  headquarterAddress: address,
  factoryAddresses: [address],
};

/** A company with three people (registering, editing profiles, joining), its settings, NDA and producer profile: 27 events. */
function accountHistory(at: string): Stream[] {
  const [companyId, manufacturerId] = [randomUUID(), randomUUID()];
  const people = [randomUUID(), randomUUID(), randomUUID()];
  const user = (userId: string, i: number): Stream => ({
    streamId: userStreamId(userId),
    events: [
      { type: 'UserRegistered', data: { userId, username: `u-${userId}`, email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Lovelace', locale: 'en', occurredAt: at } },
      { type: 'UserOrderingChoiceMade', data: { userId, orderAs: 'COMPANY', occurredAt: at } },
      { type: 'UserProfileUpdated', data: { userId, changes: { jobTitle: 'Engineer', phoneNumber: '+49 30 1234567', showEmail: true }, occurredAt: at } },
      { type: 'UserProfileUpdated', data: { userId, changes: { firstName: 'Augusta', locale: 'de', languages: ['en', 'de'] }, occurredAt: at } },
      ...(i === 0 ? [{ type: 'ExportSettingsSet', data: { owner: 'user', ownerId: userId, settings, occurredAt: at } } as const] : []),
      ...(i === 2 ? [{ type: 'UserErased', data: { userId, occurredAt: at } } as const] : []),
    ],
  });
  const member = (userId: string) => ({ type: 'CompanyMemberAdded', data: { companyId, userId, addedById: people[0], occurredAt: at } }) as const;
  return [
    ...people.map(user),
    {
      streamId: companyStreamId(companyId),
      events: [
        { type: 'CompanyCreated', data: { companyId, name: 'Bench', legalName: 'Bench GmbH', industry: 'Automotive', billingAddress: address, shippingAddress: null, vatNumber: 'DE123', createdById: people[0], occurredAt: at } },
        ...people.map(member),
        { type: 'CompanyUpdated', data: { companyId, changes: { name: 'Bench Boards', shippingAddress: address, foundingYear: 1999 }, occurredAt: at } },
        { type: 'CompanyNdaSigned', data: { companyId, fileId: randomUUID(), signedById: people[0], locale: 'de', occurredAt: at } },
        { type: 'ExportSettingsSet', data: { owner: 'company', ownerId: companyId, settings, occurredAt: at } },
        { type: 'CompanyMemberRemoved', data: { companyId, userId: people[2], removedById: people[0], occurredAt: at } },
      ],
    },
    {
      streamId: manufacturerStreamId(manufacturerId),
      events: [
        { type: 'ManufacturerCreated', data: { manufacturerId, companyId, allowMatching: false, occurredAt: at } },
        { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId, capabilities, occurredAt: at } },
      ],
    },
  ];
}

/** An order's chat: both sides assigned, sixteen texts, two files, status messages and a handler leaving: 25 events. */
function chatHistory(at: string): Stream[] {
  const chatId = randomUUID();
  const [customer, handler, colleague] = [randomUUID(), randomUUID(), randomUUID()];
  const messageId = () => randomUUID();
  const text = (i: number): DomainEvent => ({
    type: 'TextMessageSent',
    data: { chatId, messageId: messageId(), senderId: i % 2 ? customer : handler, senderRole: i % 2 ? 'Requester' : 'Handler', text: `Is 1.6 mm fine for board ${i}?`, occurredAt: at },
  });
  const status = (orderStatus: string): DomainEvent => ({ type: 'SystemMessageAdded', data: { chatId, messageId: messageId(), message: { kind: 'orderStatus', orderStatus }, causedBy: randomUUID(), occurredAt: at } });
  const file: DomainEvent = {
    type: 'FileMessageSent',
    data: { chatId, messageId: messageId(), senderId: handler, senderRole: 'Handler', fileId: randomUUID(), filename: 'stackup.pdf', fileDescription: null, occurredAt: at },
  };
  return [
    {
      streamId: chatStreamId(chatId),
      events: [
        { type: 'UserAssignedToChat', data: { chatId, userId: customer, role: 'Requester', occurredAt: at } },
        { type: 'UserAssignedToChat', data: { chatId, userId: handler, role: 'Handler', occurredAt: at } },
        { type: 'UserAssignedToChat', data: { chatId, userId: colleague, role: 'Handler', occurredAt: at } },
        ...Array.from({ length: 8 }, (_, i) => text(i)),
        file,
        status('QUOTE_OFFERED'),
        { type: 'UserUnassignedFromChat', data: { chatId, userId: colleague, occurredAt: at } },
        ...Array.from({ length: 8 }, (_, i) => text(i + 8)),
        { ...file, data: { ...file.data, messageId: messageId() } },
        status('IN_PRODUCTION'),
      ],
    },
  ];
}

/** A white-label shop set up and then adjusted four times: 5 events. */
function shopHistory(at: string): Stream[] {
  const shopId = randomUUID();
  const update = (changes: object, logoFileId: string | null): DomainEvent => ({ type: 'ShopUpdated', data: { shopId, changes, logoFileId, occurredAt: at } });
  const hints = [{ settingName: 'primary', settingValue: '#123456' }];
  return [
    {
      streamId: shopStreamId(shopId),
      events: [
        { type: 'ShopCreated', data: { shopId, hostname: `${shopId}.example.com`, manufacturerId: randomUUID(), authenticationClient: 'bench-client', cssDisplayingHints: hints, supportedServices: ['Assembly'], occurredAt: at } },
        update({ legalAttributes: { termsUrl: 'https://example.com/terms' } }, randomUUID()),
        update({ cssDisplayingHints: [...hints, { settingName: 'secondary', settingValue: '#654321' }] }, null),
        update({ supportedServices: [] }, null),
        update({ authenticationClient: 'bench-client-2' }, null),
      ],
    },
  ];
}

/** Three addresses subscribing to the sign-up reminder, one unsubscribing, and a contact message: 5 events. */
function signupReminderHistory(at: string): Stream[] {
  const subscription = (unsubscribes: boolean): Stream => {
    const subscriptionId = randomUUID();
    return {
      streamId: signupReminderStreamId(subscriptionId),
      events: [
        { type: 'SignupReminderSubscribed', data: { subscriptionId, email: `${subscriptionId}@example.com`, unsubscribeKey: randomUUID(), locale: 'de', keyHash: randomUUID(), occurredAt: at } },
        ...(unsubscribes ? [{ type: 'SignupReminderUnsubscribed', data: { subscriptionId, occurredAt: at } } as const] : []),
      ],
    };
  };
  const feedbackId = randomUUID();
  const feedback: Stream = {
    streamId: feedbackStreamId(feedbackId),
    events: [{ type: 'ContactFeedbackReceived', data: { feedbackId, feedback: { name: 'Ada', email: 'ada@example.com', message: 'Hello' }, occurredAt: at } }],
  };
  return [subscription(true), subscription(false), subscription(false), feedback];
}

/** A sheet formatted without signing in, claimed and edited twice, and one formatted signed in: 5 events. */
function bomSheetHistory(at: string): Stream[] {
  const rows = Array.from({ length: 40 }, (_, i) => ({ quantity: 1, designators: [`R${i + 1}`], manufacturer: 'Yageo', mpn: `RC0603FR-07${i}KL`, package: '0603', description: 'Thick film resistor', electricValue: `${i}k` }));
  const formatted = (sheetId: string, ownerId: string | null) =>
    ({ type: 'BomSheetFormatted', data: { sheetId, ownerId, original: { fileId: randomUUID(), filename: 'board_bom.csv' }, rows, occurredAt: at } }) as const;
  const [claimedId, ownedId, ownerId] = [randomUUID(), randomUUID(), randomUUID()];
  return [
    {
      streamId: bomSheetStreamId(claimedId),
      events: [
        formatted(claimedId, null),
        { type: 'BomSheetClaimed', data: { sheetId: claimedId, ownerId, occurredAt: at } },
        { type: 'BomSheetRowsEdited', data: { sheetId: claimedId, rows: rows.slice(1), occurredAt: at } },
        { type: 'BomSheetRowsEdited', data: { sheetId: claimedId, rows: rows.slice(2), occurredAt: at } },
      ],
    },
    { streamId: bomSheetStreamId(ownedId), events: [formatted(ownedId, ownerId)] },
  ];
}

const orderHistory = (at: string): Stream[] => {
  const id = randomUUID();
  return [{ streamId: superOrderStreamId(id), events: superOrderHistory(id, at) }];
};

/** Each read model with the histories its log is made of. */
const READ_MODELS: readonly { projector: EventProcessor; history: (at: string) => Stream[] }[] = [
  { projector: orderProjector, history: orderHistory },
  { projector: accountProjector, history: accountHistory },
  { projector: chatProjector, history: chatHistory },
  { projector: shopProjector, history: shopHistory },
  { projector: signupReminderProjector, history: signupReminderHistory },
  { projector: bomSheetProjector, history: bomSheetHistory },
];

/** Appends histories until about `events` events are in the log, 500 streams per transaction. */
async function seed(db: Database, store: SqlEventStore, history: (at: string) => Stream[], events: number): Promise<void> {
  const at = new Date().toISOString();
  let written = 0;
  while (written < events) {
    await db.transaction(async (tx) => {
      for (let streams = 0; streams < 500 && written < events; ) {
        for (const { streamId, events: domainEvents } of history(at)) {
          const stored = domainEvents.map((e) => ({ type: e.type, schemaVersion: CURRENT_EVENT_VERSIONS[e.type], data: e.data, metadata }));
          await store.appendInTransaction(tx, streamId, stored, 'any');
          written += stored.length;
          streams++;
        }
      }
    });
  }
}

/** Clears what the processor wrote and replays the log after `from`, as a rebuild of a log that starts there; returns events per second. */
async function replayRate(db: Database, store: SqlEventStore, processor: EventProcessor, from: { transactionId: string; globalPosition: string }): Promise<number> {
  await db.transaction(async (tx) => {
    await processor.reset(tx);
    await tx.query(
      `insert into processor_checkpoints (processor, transaction_id, global_position) values ($1, $2::xid8, $3)
       on conflict (processor) do update set transaction_id = excluded.transaction_id, global_position = excluded.global_position`,
      [processor.name, from.transactionId, from.globalPosition],
    );
  });
  const started = performance.now();
  // Read as the product reads (on PostgreSQL each batch read while the one before is handled), in a rebuild's batches.
  const replayed = await new ProcessorRunner(db, new SharedLogReads(store, db, { readAhead: db.connections > 1 }), processor).catchUp(REBUILD_BATCH_SIZE);
  return replayed / ((performance.now() - started) / 1000);
}

/**
 * For every read model: appends a log of about `events` events of its own streams (a realistic mix of its event
 * types), then rebuilds the read model from them next to reading the same events with a processor that does nothing;
 * each figure is the best of three runs.
 */
export async function measureRebuilds(db: Database, store: SqlEventStore, events: number, only?: readonly string[]): Promise<void> {
  console.log(`\nRebuild of each read model over about ${events.toLocaleString('en-US')} events of its own, next to reading those events alone:`);
  for (const { projector, history } of READ_MODELS.filter(({ projector }) => !only || only.includes(projector.name))) {
    const from = await logHeadOf(db).read();
    await seed(db, store, history, events);
    const reader: EventProcessor = { name: `bench-read-only-${projector.name}`, handle: async () => undefined, reset: async () => undefined };
    let [read, rebuilt] = [0, 0];
    // The best of a few alternating runs, so a moment of load from elsewhere on the machine does not decide the figure.
    for (let run = 0; run < RUNS; run++) {
      read = Math.max(read, await replayRate(db, store, reader, from));
      rebuilt = Math.max(rebuilt, await replayRate(db, store, projector, from));
    }
    console.log(`  ${projector.name.padEnd(17)} rebuild ${format(rebuilt).padStart(10)} events   reading the log alone ${format(read).padStart(10)} events   (${(rebuilt / read).toFixed(2)} of the ceiling)`);
  }
}
