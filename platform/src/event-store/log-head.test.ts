import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import { logHeadOf } from './log-head';
import { compareLogPositions } from './position';
import { ProcessorRunner } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(reachableDatabases())('the log head on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  test('given an append, then the head is its event', async () => {
    const { position } = await store.append(`head-${randomUUID()}`, [{ type: 'X', schemaVersion: 1, data: {}, metadata }], 0);
    await rest(20);
    expect(compareLogPositions(await logHeadOf(db).read(), position)).toBe(0);
  });

  test('given appends in transactions whose ids gain a digit, then the head is always the last of them', async () => {
    const stream = `head-${randomUUID()}`;
    const start = Number((await logHeadOf(db).read()).transactionId);
    // PGlite's ids start in the hundreds: a few hundred appends cross 1,000 there.
    for (let version = 0; version < 400; version++) {
      const { position } = await store.append(stream, [{ type: 'X', schemaVersion: 1, data: {}, metadata }], version);
      if (version % 25 !== 24 && String(Number(position.transactionId)).length === String(start).length) continue;
      await rest(11);
      expect(compareLogPositions(await logHeadOf(db).read(), position)).toBe(0);
    }
  });

  test('given a runner at the head, when it follows the log, then it opens no batch until an event arrives, and then handles it', async () => {
    await store.append(`head-${randomUUID()}`, [{ type: 'X', schemaVersion: 1, data: {}, metadata }], 0);
    let batches = 0;
    const seen: string[] = [];
    const runner = new ProcessorRunner(
      db,
      store,
      { name: `follower-${randomUUID()}`, prepare: async () => void batches++, handle: async (event) => void seen.push(event.streamId), reset: async () => undefined },
      { idleMs: 5, skipAtHead: true },
    );
    await runner.catchUp();
    await runner.start();
    try {
      await rest(100);
      const batchesAtHead = batches;
      await rest(200);
      expect(batches).toBe(batchesAtHead);
      const streamId = `head-${randomUUID()}`;
      await store.append(streamId, [{ type: 'X', schemaVersion: 1, data: {}, metadata }], 0);
      for (let tries = 0; tries < 500 && !seen.includes(streamId); tries++) await rest(10);
      expect(seen).toContain(streamId);
    } finally {
      await runner.stop();
    }
  });
});
