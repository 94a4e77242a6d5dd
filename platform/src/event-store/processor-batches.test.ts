import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import type { RecordedEvent } from './event-store';
import { ProcessorRunner, REBUILD_BATCH_SIZE, type EventProcessor } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const event = (n: number) => ({ type: 'Noted', schemaVersion: 1, data: { n }, metadata });

/** A processor that notes how many events each batch handed to it holds. */
function batchNoting(name: string): EventProcessor & { sizes: number[] } {
  const sizes: number[] = [];
  return {
    name,
    sizes,
    handle: async () => undefined,
    handleBatch: async (events: readonly RecordedEvent[]) => void sizes.push(events.length),
    reset: async () => void sizes.splice(0),
  };
}

describe.each(reachableDatabases())('the size of a processor batch, on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;
  /** Events in the log when the tests start: one rebuild's batch and a half. */
  const logged = REBUILD_BATCH_SIZE + REBUILD_BATCH_SIZE / 2;
  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
    await db.transaction((tx) => store.appendInTransaction(tx, `noted-${Date.now()}`, Array.from({ length: logged }, (_, n) => event(n)), 0));
  });
  afterAll(() => db.close());

  test('given a log longer than a batch, when a runner follows it, then it reads 500 events a batch', async () => {
    const processor = batchNoting(`following-${Date.now()}`);
    expect(await new ProcessorRunner(db, store, processor).catchUp()).toBe(logged);
    expect(processor.sizes.slice(0, 3)).toEqual([500, 500, 500]);
  });

  test('given the same log, when a runner rebuilds its processor, then it reads a rebuild batch at a time and handles every event once', async () => {
    const processor = batchNoting(`rebuilding-${Date.now()}`);
    expect(await new ProcessorRunner(db, store, processor).rebuild()).toBe(logged);
    expect(processor.sizes).toEqual([REBUILD_BATCH_SIZE, logged - REBUILD_BATCH_SIZE]);
  });

  test('given a runner made with a batch size, when it rebuilds, then its batches keep that size', async () => {
    const processor = batchNoting(`rebuilding-small-${Date.now()}`);
    await new ProcessorRunner(db, store, processor, { batchSize: 700 }).rebuild();
    expect(processor.sizes.slice(0, 4)).toEqual([700, 700, 700, 700]);
  });
});
