import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatDecider, CURRENT_EVENT_VERSIONS, streamOfDecider } from '@pcbm/domain';
import { CommandHandler, decision, SNAPSHOT_EVERY } from '@pcbm/command-api';
import { createProductEventStore, ensureFileStoreSchema, ensureProductEventStoreSchema, loadConfig, LocalFileStore, openDatabase, type Database, type EventStore, type NewEvent } from '@pcbm/platform';
import { createProductStorage } from './product-storage';
import { machine } from './report';
import { size } from './bench-settings';

const MESSAGES = size('LONG_CHAT_MESSAGES', 100_000);
const ROUNDS = size('LONG_CHAT_ROUNDS', 3);
const BATCH = 1_000;
const SENDER = 'bench-handler';
const origin = { correlationId: 'long-chat-bench', command: 'SendTextMessage', actor: null };
const metadata = { correlationId: 'long-chat-bench', causationId: 'long-chat-bench', command: 'SendTextMessage', actor: { kind: 'USER' as const, userId: SENDER } };
const as = { userId: SENDER, side: 'Handler' as const };

const progress = (line: string) => console.error(`[bench:long-chat] ${line}`);

/** `count` messages of one sender, as the chat's events are stored. */
function messages(chatId: string, from: number, count: number): NewEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    type: 'TextMessageSent',
    schemaVersion: CURRENT_EVENT_VERSIONS.TextMessageSent,
    data: { chatId, messageId: `seeded-${from + i}`, senderId: SENDER, senderRole: 'Handler', text: `Message ${from + i} about the stencil and the solder mask of the second panel.`, occurredAt: new Date().toISOString() },
    metadata,
  }));
}

async function appendMessages(db: Database, store: EventStore, chatId: string, count: number): Promise<void> {
  const streamId = streamOfDecider(chatDecider, chatId);
  for (let done = 0; done < count; done += BATCH) {
    const batch = messages(chatId, done, Math.min(BATCH, count - done));
    await db.transaction((tx) => store.appendInTransaction(tx, streamId, batch, 'any'));
  }
}

/**
 * `npm run bench:long-chat`: the first message to a chat of LONG_CHAT_MESSAGES messages from a process that has not
 * decided on it yet (as after a restart, or on another API process), each way in every round: reading the whole chat
 * (its stored state removed first: how every such first command went before states were stored), from a state just
 * stored, and from one nearly as far behind as it may be.
 */
async function main(): Promise<void> {
  const storage = await createProductStorage(process.env.DATABASE_URL);
  const db = await openDatabase(loadConfig({ DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) }));
  const folder = await mkdtemp(join(tmpdir(), 'pcbm-long-chat-'));
  try {
    await ensureProductEventStoreSchema(db);
    await ensureFileStoreSchema(db);
    const store = createProductEventStore(db);
    const files = new LocalFileStore(db, folder);
    const clock = () => new Date();
    const chatId = 'long-chat';
    const streamId = streamOfDecider(chatDecider, chatId);
    await new CommandHandler(db, store, files, clock).execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, as), { origin });
    const seeding = performance.now();
    await appendMessages(db, store, chatId, MESSAGES);
    progress(`appended ${MESSAGES.toLocaleString('en-US')} messages in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    /** How many events the stored state is behind the chat, and the time of the first message from a new process. */
    const firstMessage = async (label: string) => {
      const { rows } = await db.query<{ behind: string }>(
        'select max(e.stream_position) - coalesce((select version from stream_snapshots where stream_id = $1), 0) as behind from events e where e.stream_id = $1',
        [streamId],
      );
      const started = performance.now();
      await new CommandHandler(db, store, files, clock).execute(decision(chatDecider, chatId, { type: 'SendTextMessage', chatId, messageId: `${label}-${Date.now()}`, text: label }, as), { origin });
      return { ms: performance.now() - started, behind: Number(rows[0].behind) };
    };
    type Figure = Awaited<ReturnType<typeof firstMessage>>;
    const figures = { whole: [] as Figure[], stored: [] as Figure[], behind: [] as Figure[] };
    for (let round = 1; round <= ROUNDS; round++) {
      await db.query('delete from stream_snapshots where stream_id = $1', [streamId]);
      figures.whole.push(await firstMessage('whole chat'));
      figures.stored.push(await firstMessage('stored'));
      await appendMessages(db, store, chatId, SNAPSHOT_EVERY - 5);
      figures.behind.push(await firstMessage('behind'));
      progress(`round ${round}: ${[figures.whole, figures.stored, figures.behind].map((values) => `${values.at(-1)!.ms.toFixed(0)} ms (${values.at(-1)!.behind} behind)`).join(' / ')}`);
    }
    const { rows } = await db.query<{ version: string }>('select version() as version');
    const each = (values: Figure[]) => values.map((value) => `${value.ms.toFixed(0)} ms`).join(', ');
    const median = (values: Figure[]) => [...values].sort((a, b) => a.ms - b.ms)[Math.floor(values.length / 2)].ms;
    const lags = (values: Figure[]) => [...new Set(values.map((value) => value.behind))].join(', ');
    console.log(`${machine(rows[0].version, storage.databaseUrl === null)}\n`);
    console.log(`The first message to a chat of ${MESSAGES.toLocaleString('en-US')} messages from a process that has not decided on it yet (a state is stored every ${SNAPSHOT_EVERY} events), ${ROUNDS} rounds:\n`);
    console.log('| loaded | events read after the stored state | each round | median | median / reading the whole chat |');
    console.log('|---|---|---|---|---|');
    const wholeMedian = median(figures.whole);
    for (const [label, values] of [
      ['reading the whole chat (no stored state: the baseline)', figures.whole],
      ['from a stored state just taken', figures.stored],
      ['from a stored state nearly as far behind as it may be', figures.behind],
    ] as const) {
      console.log(`| ${label} | ${values === figures.whole ? 'all' : lags(values)} | ${each(values)} | ${median(values).toFixed(0)} ms | ${(median(values) / wholeMedian).toFixed(3)} |`);
    }
  } finally {
    await db.close();
    await rm(folder, { recursive: true, force: true });
    await storage.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
