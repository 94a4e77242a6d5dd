import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import type { RecordedEvent } from './event-store';
import { LOG_START } from './position';
import { readCheckpoint, restAfterFailures, ProcessorRunner, type EventProcessor } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };

describe('the rest after failures', () => {
  test('given no failure, the runner rests its idle time; given failures in a row, the rest doubles up to the limit', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((failures) => restAfterFailures(failures, 50, 5_000))).toEqual([50, 100, 200, 400, 800, 1_600, 3_200, 5_000, 5_000]);
    expect(restAfterFailures(10_000, 50, 5_000)).toBe(5_000);
  });

  test('given no limit above the idle time, a failing runner rests as long as an idle one', () => {
    expect(restAfterFailures(3, 50, 50)).toBe(50);
  });
});

describe.each(reachableDatabases())('a failing processor on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  test('given a processor that cannot get ready, then it handles nothing and its checkpoint stays', async () => {
    const handled: RecordedEvent[] = [];
    const name = `unready-${randomUUID()}`;
    const unready: EventProcessor = {
      name,
      prepare: async () => {
        throw new Error('not ready');
      },
      handle: async (event) => void handled.push(event),
      reset: async () => undefined,
    };
    await store.append(`test-${randomUUID()}`, [{ type: 'X', schemaVersion: 1, data: {}, metadata }], 0);
    await expect(new ProcessorRunner(db, store, unready).catchUp()).rejects.toThrow('not ready');
    expect(handled).toEqual([]);
    expect(await readCheckpoint(db, name)).toEqual(LOG_START);
  });

  test('given one processor failing all the time, then the others running beside it still follow the log', async () => {
    const errors: string[] = [];
    const failing = new ProcessorRunner(
      db,
      store,
      { name: `failing-${randomUUID()}`, prepare: async () => Promise.reject(new Error('broker away')), handle: async () => undefined, reset: async () => undefined },
      { idleMs: 10, maxBackoffMs: 1_000, onError: (error) => errors.push((error as Error).message) },
    );
    const seen: string[] = [];
    const healthy = new ProcessorRunner(db, store, { name: `healthy-${randomUUID()}`, handle: async (event) => void seen.push(event.streamId), reset: async () => undefined }, { idleMs: 10 });
    await failing.start();
    await healthy.start();
    const streams = [`test-${randomUUID()}`, `test-${randomUUID()}`];
    for (const stream of streams) await store.append(stream, [{ type: 'X', schemaVersion: 1, data: {}, metadata }], 0);
    while (!streams.every((stream) => seen.includes(stream))) await new Promise((resolve) => setTimeout(resolve, 20));
    await failing.stop();
    await healthy.stop();
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors)).toEqual(new Set(['broker away']));
  });
});
