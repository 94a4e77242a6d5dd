import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import type { NewEvent } from './event-store';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';
import { UnstorableEventError } from './storable-payload';

const event = (data: unknown, type = 'TextMessageSent'): NewEvent => ({
  type,
  schemaVersion: 1,
  data,
  metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: { kind: 'SYSTEM' } },
});

describe.each(reachableDatabases())('appending text the log cannot store, on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  const newStream = () => `test-${randomUUID()}`;
  const streamExists = async (streamId: string) => (await db.query('select 1 from events where stream_id = $1', [streamId])).rows.length > 0;

  test.each([
    ['NUL in a text', { text: 'a\u0000b' }],
    ['a lone high surrogate', { text: '\ud800' }],
    ['a lone low surrogate deep inside', { request: { addresses: [{ city: 'x\udc00' }] } }],
    ['NUL in a key', { ['a\u0000']: 1 }],
  ])('given %s, when appending, then it is refused with a typed error and nothing is written', async (_what, data) => {
    const stream = newStream();
    const refusal = await store.append(stream, [event(data)], 0).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnstorableEventError);
    expect(refusal).toMatchObject({ streamId: stream, eventType: 'TextMessageSent', part: 'data' });
    expect((refusal as Error).message).not.toContain('a\u0000b');
    expect((refusal as Error).message).not.toContain('\ud800');
    expect(await streamExists(stream)).toBe(false);
  });

  test('given NUL in the metadata, then the append is refused naming the metadata', async () => {
    const refused = { ...event({ text: 'fine' }), metadata: { correlationId: 'a\u0000', causationId: 'c', actor: { kind: 'SYSTEM' as const } } };
    await expect(store.append(newStream(), [refused], 0)).rejects.toMatchObject({ part: 'metadata' });
  });

  test('given one good event and one bad event in one transaction, then the transaction writes neither', async () => {
    const good = newStream();
    const bad = newStream();
    await expect(
      db.transaction(async (tx) => {
        await store.appendInTransaction(tx, good, [event({ text: 'hello' })], 0);
        await store.appendInTransaction(tx, bad, [event({ text: 'a\u0000b' })], 0);
      }),
    ).rejects.toBeInstanceOf(UnstorableEventError);
    expect(await streamExists(good)).toBe(false);
    expect(await streamExists(bad)).toBe(false);
  });

  test('given texts that only look like the refused escapes, an emoji and control characters jsonb stores, then they are stored and read back as they were', async () => {
    const stream = newStream();
    const data = { text: 'a literal \\u0000 and \\ud800, 😀, tab\tnewline\n\u0007' };
    await store.append(stream, [event(data)], 0);
    expect((await store.readStream(stream))[0].data).toEqual(data);
  });
});
