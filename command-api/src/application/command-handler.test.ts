import { chatDecider, streamOfDecider, userDecider } from '@pcbm/domain';
import { WrongExpectedVersionError, type EventStore } from '@pcbm/platform';
import { countedTransactions, reachableDatabases } from '@pcbm/platform/testing';
import { commandStoreForSuite } from '../testing/command-store';
import { CommandHandler, decision, StreamContendedError } from './command-handler';

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
});
