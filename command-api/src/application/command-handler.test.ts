import { chatDecider, streamOfDecider, userDecider } from '@pcbm/domain';
import { StreamSnapshots, WrongExpectedVersionError, type EventStore } from '@pcbm/platform';
import { countedTransactions, reachableDatabases } from '@pcbm/platform/testing';
import { commandStoreForSuite } from '../testing/command-store';
import { CommandHandler, decision, StreamContendedError } from './command-handler';
import { toNewEvents } from './event-metadata';
import { SNAPSHOT_EVERY } from './stream-state';

const NOW = () => new Date('2026-11-26T10:00:00Z');
const origin = { correlationId: 'command-handler-test', command: 'UpdateUser', actor: null };
const registration = { username: 'clara', email: 'clara@example.com', firstName: 'Clara', lastName: 'Kunde', locale: 'en' as const };

describe.each(reachableDatabases())('the command handler on $name', ({ open }) => {
  const suite = commandStoreForSuite(open);

  const registered = async (handler: CommandHandler) => {
    const userId = `u-${Math.random().toString(36).slice(2)}`;
    await handler.execute(decision(userDecider, userId, { type: 'RegisterUser', registration }, { userId }), { origin });
    return userId;
  };

  test('given many writers to one stream at once, then each change is appended or refused as contended, and the stream holds exactly the appended ones', async () => {
    const handler = new CommandHandler(suite.db, suite.store, suite.files, NOW);
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
    const recorded = await suite.store.readStream(streamOfDecider(userDecider, userId));
    expect(recorded.filter((event) => event.type === 'UserProfileUpdated')).toHaveLength(outcomes.filter((outcome) => outcome === 'appended').length);
  });

  test('given a writer that loses every race, then it gives up within its budget with the contended error, and nothing is appended', async () => {
    const losing: EventStore = {
      ...suite.store,
      readStream: (...args) => suite.store.readStream(...args),
      append: async (streamId, _events, expected) => {
        throw new WrongExpectedVersionError(streamId, typeof expected === 'number' ? expected : 0);
      },
      appendInTransaction: async (_tx, streamId, _events, expected) => {
        throw new WrongExpectedVersionError(streamId, typeof expected === 'number' ? expected : 0);
      },
    };
    const userId = await registered(new CommandHandler(suite.db, suite.store, suite.files, NOW));
    const handler = new CommandHandler(suite.db, losing, suite.files, NOW);
    await expect(handler.execute(decision(userDecider, userId, { type: 'UpdateProfile', changes: { jobTitle: 'Never' } }, { userId }), { origin })).rejects.toBeInstanceOf(StreamContendedError);
    const recorded = await suite.store.readStream(streamOfDecider(userDecider, userId));
    expect(recorded.map((event) => event.type)).toEqual(['UserRegistered']);
  });

  test('given a change to one stream without files, then it is appended as one statement without a transaction; changes to two streams share one', async () => {
    const { db: counted, transactions } = countedTransactions(suite.db);
    const handler = new CommandHandler(counted, suite.store, suite.files, NOW);
    const userId = await registered(handler);
    expect(transactions()).toBe(0);
    const otherId = `u-${Math.random().toString(36).slice(2)}`;
    await handler.execute(decision(userDecider, userId, { type: 'UpdateProfile', changes: { jobTitle: 'Buyer' } }, { userId }), {
      origin,
      alongside: [decision(userDecider, otherId, { type: 'RegisterUser', registration: { ...registration, username: otherId } }, { userId: otherId })],
    });
    expect(transactions()).toBe(1);
    expect((await suite.store.readStream(streamOfDecider(userDecider, userId))).map((event) => event.type)).toEqual(['UserRegistered', 'UserProfileUpdated']);
    expect((await suite.store.readStream(streamOfDecider(userDecider, otherId))).map((event) => event.type)).toEqual(['UserRegistered']);
  });

  test('given a chat this process decided on, when another process changes it, then the next command here decides on the newer events too', async () => {
    const here = new CommandHandler(suite.db, suite.store, suite.files, NOW);
    const elsewhere = new CommandHandler(suite.db, suite.store, suite.files, NOW);
    const chatId = `o-${Math.random().toString(36).slice(2)}`;
    const as = { userId: 'handler-1', side: 'Handler' as const };
    const chatOrigin = { correlationId: 'command-handler-test', command: 'Chat', actor: null };
    await here.execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, as), { origin: chatOrigin });
    await elsewhere.execute(decision(chatDecider, chatId, { type: 'UnassignUserFromChat', chatId }, as), { origin: chatOrigin });
    const again = await here.execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, as), { origin: chatOrigin });
    expect(again.events.map((event) => event.type)).toEqual(['UserAssignedToChat']);
    const recorded = await suite.store.readStream(streamOfDecider(chatDecider, chatId));
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
      const counting: EventStore = Object.create(suite.store);
      counting.readStream = (streamId, ...rest) => (reads.push(streamId), suite.store.readStream(streamId, ...rest));
      return { counting, reads };
    };
    const assigned = async (handler: CommandHandler) => {
      const chatId = `o-${Math.random().toString(36).slice(2)}`;
      await handler.execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, as), { origin: chatOrigin });
      return chatId;
    };

    test('given nobody else changed it, when the next command changes it, then it is decided on the kept state without reading the stream', async () => {
      const { counting, reads } = countingReads();
      const here = new CommandHandler(suite.db, counting, suite.files, NOW);
      const chatId = await assigned(here);
      expect(reads).toHaveLength(1);
      await here.execute(send(chatId, 'first'), { origin: chatOrigin });
      await here.execute(send(chatId, 'second'), { origin: chatOrigin });
      expect(reads).toHaveLength(1);
      const recorded = await suite.store.readStream(streamOfDecider(chatDecider, chatId));
      expect(recorded.map((event) => [event.type, event.streamPosition])).toEqual([
        ['UserAssignedToChat', 1],
        ['TextMessageSent', 2],
        ['TextMessageSent', 3],
      ]);
    });

    test('given another process changed it, when the next command here changes it, then its first append is refused and it is stored after the newer events', async () => {
      const { counting, reads } = countingReads();
      const here = new CommandHandler(suite.db, counting, suite.files, NOW);
      const chatId = await assigned(here);
      await new CommandHandler(suite.db, suite.store, suite.files, NOW).execute(send(chatId, 'elsewhere'), { origin: chatOrigin });
      const sent = await here.execute(send(chatId, 'here'), { origin: chatOrigin });
      expect(sent.events.map((event) => event.type)).toEqual(['TextMessageSent']);
      expect(reads).toHaveLength(2);
      const recorded = await suite.store.readStream(streamOfDecider(chatDecider, chatId));
      expect(recorded.map((event) => [event.type, event.streamPosition, (event.data as { text?: string }).text])).toEqual([
        ['UserAssignedToChat', 1, undefined],
        ['TextMessageSent', 2, 'elsewhere'],
        ['TextMessageSent', 3, 'here'],
      ]);
    });
  });
  describe('a long chat', () => {
    const as = { userId: 'handler-1', side: 'Handler' as const };
    const chatOrigin = { correlationId: 'command-handler-test', command: 'Chat', actor: null };
    const send = (chatId: string, text: string) => decision(chatDecider, chatId, { type: 'SendTextMessage', chatId, messageId: `m-${text}`, text }, as);
    const unassign = (chatId: string) => decision(chatDecider, chatId, { type: 'UnassignUserFromChat', chatId }, as);
    /** The store, noting each stream read and the version it was read from. */
    const notingReads = () => {
      const reads: number[] = [];
      const noting: EventStore = Object.create(suite.store);
      noting.readStream = (streamId, fromVersion, ...rest) => (reads.push(fromVersion ?? 1), suite.store.readStream(streamId, fromVersion, ...rest));
      return { noting, reads };
    };
    /** A chat handler-1 is assigned to, followed by `messages` messages written straight to the log (as by a process that stopped). */
    const chatOf = async (messages: number) => {
      const chatId = `o-${Math.random().toString(36).slice(2)}`;
      await new CommandHandler(suite.db, suite.store, suite.files, NOW).execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, as), { origin: chatOrigin });
      const sent = Array.from({ length: messages }, (_, i) => ({
        type: 'TextMessageSent' as const,
        data: { chatId, messageId: `old-${i}`, senderId: 'handler-1', senderRole: 'Handler' as const, text: `Old message ${i}`, occurredAt: NOW().toISOString() },
      }));
      await suite.store.append(streamOfDecider(chatDecider, chatId), toNewEvents(sent, chatOrigin), 1);
      return chatId;
    };
    const typesFrom = async (chatId: string, version: number) =>
      (await suite.store.readStream(streamOfDecider(chatDecider, chatId), version)).map((event) => [event.type, event.streamPosition]);

    test('given a chat longer than its stored state may lag, when a process that never saw it changes it, then the state is stored, and the next process reads only what came after', async () => {
      const chatId = await chatOf(SNAPSHOT_EVERY + 10);
      const first = notingReads();
      await new CommandHandler(suite.db, first.noting, suite.files, NOW).execute(send(chatId, 'after a restart'), { origin: chatOrigin });
      expect(first.reads).toEqual([1]);
      const next = notingReads();
      const unassigned = await new CommandHandler(suite.db, next.noting, suite.files, NOW).execute(unassign(chatId), { origin: chatOrigin });
      // The stored state knows handler-1 is assigned: an unassignment on a state without it would change nothing.
      expect(unassigned.events.map((event) => event.type)).toEqual(['UserUnassignedFromChat']);
      expect(next.reads).toEqual([SNAPSHOT_EVERY + 11]);
      expect(await typesFrom(chatId, SNAPSHOT_EVERY + 11)).toEqual([
        ['TextMessageSent', SNAPSHOT_EVERY + 11],
        ['TextMessageSent', SNAPSHOT_EVERY + 12],
        ['UserUnassignedFromChat', SNAPSHOT_EVERY + 13],
      ]);
    });

    test.each([
      ['alone', () => ({ origin: chatOrigin })],
      ['in one transaction with another stream', (chatId: string) => ({ origin: chatOrigin, alongside: [decision(chatDecider, `${chatId}-other`, { type: 'AssignUserToChat', chatId: `${chatId}-other` }, as)] })],
    ])('given a chat one event short of a stored state, when a command appended %s takes it there, then the next process reads from there', async (_, options) => {
      const chatId = await chatOf(SNAPSHOT_EVERY - 2);
      const here = new CommandHandler(suite.db, suite.store, suite.files, NOW);
      await here.execute(send(chatId, 'the one that makes it round'), options(chatId));
      const next = notingReads();
      const unassigned = await new CommandHandler(suite.db, next.noting, suite.files, NOW).execute(unassign(chatId), { origin: chatOrigin });
      expect(unassigned.events.map((event) => event.type)).toEqual(['UserUnassignedFromChat']);
      expect(next.reads).toEqual([SNAPSHOT_EVERY]);
    });

    test('given a stored state whose last event is not the one in the log, then it is not used and every event is read', async () => {
      const chatId = await chatOf(3);
      const streamId = streamOfDecider(chatDecider, chatId);
      const [fourth] = await suite.store.readStream(streamId, 4);
      // A state in which nobody is assigned, stored for the fourth event but naming another event of the log.
      await new StreamSnapshots(suite.db).save(streamId, 'chat/1', { version: 4, globalPosition: String(BigInt(fourth.globalPosition) + 1000n), state: null });
      const next = notingReads();
      const unassigned = await new CommandHandler(suite.db, next.noting, suite.files, NOW).execute(unassign(chatId), { origin: chatOrigin });
      expect(unassigned.events.map((event) => event.type)).toEqual(['UserUnassignedFromChat']);
      expect(next.reads).toEqual([4, 1]);
    });
  });
});
