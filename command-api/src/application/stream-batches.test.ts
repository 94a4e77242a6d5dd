import { chatDecider, DomainError, streamOfDecider } from '@pcbm/domain';
import { UnstorableEventError, type EventStore } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { commandStoreForSuite } from '../testing/command-store';
import { CommandHandler, decision, StreamContendedError } from './command-handler';
import { DEFAULT_BUDGETS } from './command-decisions';

const NOW = () => new Date('2026-11-26T10:00:00Z');
const origin = { correlationId: 'stream-batches-test', command: 'Chat', actor: null };
const handler1 = { userId: 'handler-1', side: 'Handler' as const };
const send = (chatId: string, text: string, messageId = `m-${text}`) => decision(chatDecider, chatId, { type: 'SendTextMessage', chatId, messageId, text }, handler1);
const textsOf = (events: readonly { type: string; data: unknown }[]) => events.filter((event) => event.type === 'TextMessageSent').map((event) => (event.data as { text: string }).text);

describe.each(reachableDatabases())('commands on one stream at once, on $name', ({ open }) => {
  const suite = commandStoreForSuite(open);

  /** The store, counting its appends. */
  const countingAppends = (slowMs = 0) => {
    const appends: number[] = [];
    const counting: EventStore = Object.create(suite.store);
    counting.append = async (streamId, events, expected) => {
      appends.push(events.length);
      if (slowMs > 0) await new Promise((resolve) => setTimeout(resolve, slowMs));
      return suite.store.append(streamId, events, expected);
    };
    return { counting, appends };
  };
  const assignedChat = async (handler: CommandHandler) => {
    const chatId = `o-${Math.random().toString(36).slice(2)}`;
    await handler.execute(decision(chatDecider, chatId, { type: 'AssignUserToChat', chatId }, handler1), { origin });
    return chatId;
  };
  const recordedTexts = async (chatId: string) => textsOf(await suite.store.readStream(streamOfDecider(chatDecider, chatId)));

  test('given twenty messages to one chat at once, then they are appended in fewer appends, in the order they came, and each sender gets its own message back', async () => {
    const { counting, appends } = countingAppends();
    const handler = new CommandHandler(suite.db, counting, suite.files, NOW);
    const chatId = await assignedChat(handler);
    const texts = Array.from({ length: 20 }, (_, i) => `message ${i}`);
    const results = await Promise.all(texts.map((text) => handler.execute(send(chatId, text), { origin })));
    expect(results.map((result) => textsOf(result.events))).toEqual(texts.map((text) => [text]));
    expect(await recordedTexts(chatId)).toEqual(texts);
    expect(appends.length).toBeLessThan(1 + texts.length);
    expect(appends.reduce((sum, events) => sum + events, 0)).toBe(1 + texts.length);
    // Each answer's position is where its batch ends in the log, so a caller waiting for the read models sees its message.
    expect(results.every((result) => result.position !== null)).toBe(true);
  });

  test('given a refused command among them, then it gets its own refusal and the others are appended', async () => {
    const handler = new CommandHandler(suite.db, suite.store, suite.files, NOW);
    const chatId = await assignedChat(handler);
    const outcomes = await Promise.all(
      ['first', '   ', 'third'].map((text) =>
        handler.execute(send(chatId, text, `m-${Math.random()}`), { origin }).then(
          (result) => textsOf(result.events).join(),
          (error: unknown) => (error instanceof DomainError ? error.code : error),
        ),
      ),
    );
    expect(outcomes).toEqual(['first', 'INVALID_INPUT', 'third']);
    expect(await recordedTexts(chatId)).toEqual(['first', 'third']);
  });

  test('given a command whose events the log cannot hold among them, then it alone is refused and the others are appended', async () => {
    const handler = new CommandHandler(suite.db, suite.store, suite.files, NOW);
    const chatId = await assignedChat(handler);
    const outcomes = await Promise.all(
      [send(chatId, 'before'), send(chatId, 'lone', 'm-\ud800'), send(chatId, 'after')].map((command) =>
        handler.execute(command, { origin }).then(
          (result) => textsOf(result.events).join(),
          (error: unknown) => (error instanceof UnstorableEventError ? 'unstorable' : error),
        ),
      ),
    );
    expect(outcomes).toEqual(['before', 'unstorable', 'after']);
    expect(await recordedTexts(chatId)).toEqual(['before', 'after']);
  });

  test('given commands that wait longer than their turn budget behind a slow append, then they are refused as contended and nothing of theirs is stored', async () => {
    const { counting } = countingAppends(80);
    const handler = new CommandHandler(suite.db, counting, suite.files, NOW, () => undefined, { ...DEFAULT_BUDGETS, turnMs: 20 });
    const chatId = await assignedChat(handler);
    const outcomes = await Promise.all(
      ['slow', 'waits', 'waits too'].map((text) =>
        handler.execute(send(chatId, text), { origin }).then(
          () => 'appended',
          (error: unknown) => (error instanceof StreamContendedError ? 'contended' : error),
        ),
      ),
    );
    expect(outcomes).toEqual(['appended', 'contended', 'contended']);
    expect(await recordedTexts(chatId)).toEqual(['slow']);
  });

  test('given two processes writing to one chat at once, then every message is stored exactly once or refused as contended, and each process keeps deciding on the newer events', async () => {
    const [here, elsewhere] = [new CommandHandler(suite.db, suite.store, suite.files, NOW), new CommandHandler(suite.db, suite.store, suite.files, NOW)];
    const chatId = await assignedChat(here);
    const texts = Array.from({ length: 30 }, (_, i) => `message ${i}`);
    const outcomes = await Promise.all(
      texts.map((text, i) =>
        (i % 2 ? here : elsewhere).execute(send(chatId, text), { origin }).then(
          () => text,
          (error: unknown) => (error instanceof StreamContendedError ? null : error),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome !== null && typeof outcome !== 'string')).toEqual([]);
    const appended = outcomes.filter((outcome): outcome is string => typeof outcome === 'string');
    expect([...(await recordedTexts(chatId))].sort()).toEqual([...appended].sort());
    const after = await here.execute(send(chatId, 'last'), { origin });
    expect(textsOf(after.events)).toEqual(['last']);
    expect((await recordedTexts(chatId)).at(-1)).toBe('last');
  });
});
