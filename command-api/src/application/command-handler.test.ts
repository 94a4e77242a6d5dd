import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatDecider, streamOfDecider, userDecider } from '@pcbm/domain';
import { createProductEventStore, ensureFileStoreSchema, ensureProductEventStoreSchema, LocalFileStore, WrongExpectedVersionError, type Database, type EventStore } from '@pcbm/platform';
import { countedTransactions, reachableDatabases } from '@pcbm/platform/testing';
import { CommandHandler, decision, StreamContendedError } from './command-handler';

const NOW = () => new Date('2026-11-26T10:00:00Z');
const origin = { correlationId: 'command-handler-test', command: 'UpdateUser', actor: null };
const registration = { username: 'clara', email: 'clara@example.com', firstName: 'Clara', lastName: 'Kunde', locale: 'en' as const };

describe.each(reachableDatabases())('the command handler on $name', ({ open }) => {
  let db: Database;
  let store: EventStore;
  let folder: string;
  let files: LocalFileStore;
  beforeAll(async () => {
    db = await open();
    await ensureProductEventStoreSchema(db);
    await ensureFileStoreSchema(db);
    store = createProductEventStore(db);
    folder = await mkdtemp(join(tmpdir(), 'pcbm-commands-'));
    files = new LocalFileStore(db, folder);
  });
  afterAll(async () => {
    await db.close();
    await rm(folder, { recursive: true, force: true });
  });

  const registered = async (handler: CommandHandler) => {
    const userId = `u-${Math.random().toString(36).slice(2)}`;
    await handler.execute(decision(userDecider, userId, { type: 'RegisterUser', registration }, { userId }), { origin });
    return userId;
  };

  test('given many writers to one stream at once, then each change is appended or refused as contended, and the stream holds exactly the appended ones', async () => {
    const handler = new CommandHandler(db, store, files, NOW);
    const userId = await registered(handler);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        handler.execute(decision(userDecider, userId, { type: 'UpdateProfile', changes: { jobTitle: `Title ${i}` } }, { userId }), { origin }).then(
          () => 'appended',
          (error: unknown) => (error instanceof StreamContendedError ? 'contended' : error),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome !== 'appended' && outcome !== 'contended')).toEqual([]);
    const recorded = await store.readStream(streamOfDecider(userDecider, userId));
    expect(recorded.filter((event) => event.type === 'UserProfileUpdated')).toHaveLength(outcomes.filter((outcome) => outcome === 'appended').length);
  });

  test('given a writer that loses every race, then it gives up within its budget with the contended error, and nothing is appended', async () => {
    const losing: EventStore = {
      ...store,
      readStream: (...args) => store.readStream(...args),
      append: async (streamId, _events, expected) => {
        throw new WrongExpectedVersionError(streamId, typeof expected === 'number' ? expected : 0);
      },
      appendInTransaction: async (_tx, streamId, _events, expected) => {
        throw new WrongExpectedVersionError(streamId, typeof expected === 'number' ? expected : 0);
      },
    };
    const userId = await registered(new CommandHandler(db, store, files, NOW));
    const handler = new CommandHandler(db, losing, files, NOW);
    await expect(handler.execute(decision(userDecider, userId, { type: 'UpdateProfile', changes: { jobTitle: 'Never' } }, { userId }), { origin })).rejects.toBeInstanceOf(StreamContendedError);
    const recorded = await store.readStream(streamOfDecider(userDecider, userId));
    expect(recorded.map((event) => event.type)).toEqual(['UserRegistered']);
  });

  test('given a change to one stream without files, then it is appended as one statement without a transaction; changes to two streams share one', async () => {
    const { db: counted, transactions } = countedTransactions(db);
    const handler = new CommandHandler(counted, store, files, NOW);
    const userId = await registered(handler);
    expect(transactions()).toBe(0);
    const otherId = `u-${Math.random().toString(36).slice(2)}`;
    await handler.execute(decision(userDecider, userId, { type: 'UpdateProfile', changes: { jobTitle: 'Buyer' } }, { userId }), {
      origin,
      alongside: [decision(userDecider, otherId, { type: 'RegisterUser', registration: { ...registration, username: otherId } }, { userId: otherId })],
    });
    expect(transactions()).toBe(1);
    expect((await store.readStream(streamOfDecider(userDecider, userId))).map((event) => event.type)).toEqual(['UserRegistered', 'UserProfileUpdated']);
    expect((await store.readStream(streamOfDecider(userDecider, otherId))).map((event) => event.type)).toEqual(['UserRegistered']);
  });

  test('given a chat this process decided on, when another process changes it, then the next command here decides on the newer events too', async () => {
    const here = new CommandHandler(db, store, files, NOW);
    const elsewhere = new CommandHandler(db, store, files, NOW);
    const chatId = `o-${Math.random().toString(36).slice(2)}`;
    const as = { userId: 'handler-1', side: 'Handler' as const };
    const chatOrigin = { correlationId: 'command-handler-test', command: 'Chat', actor: null };
    await here.execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, as), { origin: chatOrigin });
    await elsewhere.execute(decision(chatDecider, chatId, { type: 'UnassignUserFromChat', chatId }, as), { origin: chatOrigin });
    const again = await here.execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, as), { origin: chatOrigin });
    expect(again.events.map((event) => event.type)).toEqual(['UserAssignedToChat']);
    const recorded = await store.readStream(streamOfDecider(chatDecider, chatId));
    expect(recorded.map((event) => [event.type, event.streamPosition])).toEqual([
      ['UserAssignedToChat', 1],
      ['UserUnassignedFromChat', 2],
      ['UserAssignedToChat', 3],
    ]);
  });

  describe('a chat decided on here before', () => {
    const as = { userId: 'handler-1', side: 'Handler' as const };
    const chatOrigin = { correlationId: 'command-handler-test', command: 'Chat', actor: null };
    const send = (chatId: string, text: string) => decision(chatDecider, chatId, { type: 'SendTextMessage', chatId, messageId: `m-${text}`, text }, as);
    /** The store, counting the streams read. */
    const countingReads = () => {
      const reads: string[] = [];
      const counting: EventStore = Object.create(store);
      counting.readStream = (streamId, ...rest) => (reads.push(streamId), store.readStream(streamId, ...rest));
      return { counting, reads };
    };
    const assigned = async (handler: CommandHandler) => {
      const chatId = `o-${Math.random().toString(36).slice(2)}`;
      await handler.execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, as), { origin: chatOrigin });
      return chatId;
    };

    test('given nobody else changed it, when the next command changes it, then it is decided on the kept state without reading the stream', async () => {
      const { counting, reads } = countingReads();
      const here = new CommandHandler(db, counting, files, NOW);
      const chatId = await assigned(here);
      expect(reads).toHaveLength(1);
      await here.execute(send(chatId, 'first'), { origin: chatOrigin });
      await here.execute(send(chatId, 'second'), { origin: chatOrigin });
      expect(reads).toHaveLength(1);
      const recorded = await store.readStream(streamOfDecider(chatDecider, chatId));
      expect(recorded.map((event) => [event.type, event.streamPosition])).toEqual([
        ['UserAssignedToChat', 1],
        ['TextMessageSent', 2],
        ['TextMessageSent', 3],
      ]);
    });

    test('given another process changed it, when the next command here changes it, then its first append is refused and it is stored after the newer events', async () => {
      const { counting, reads } = countingReads();
      const here = new CommandHandler(db, counting, files, NOW);
      const chatId = await assigned(here);
      await new CommandHandler(db, store, files, NOW).execute(send(chatId, 'elsewhere'), { origin: chatOrigin });
      const sent = await here.execute(send(chatId, 'here'), { origin: chatOrigin });
      expect(sent.events.map((event) => event.type)).toEqual(['TextMessageSent']);
      expect(reads).toHaveLength(2);
      const recorded = await store.readStream(streamOfDecider(chatDecider, chatId));
      expect(recorded.map((event) => [event.type, event.streamPosition, (event.data as { text?: string }).text])).toEqual([
        ['UserAssignedToChat', 1, undefined],
        ['TextMessageSent', 2, 'elsewhere'],
        ['TextMessageSent', 3, 'here'],
      ]);
    });
  });
});
