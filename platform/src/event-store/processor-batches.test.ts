import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { ensurePersonalDataSchema } from '../personal-data/schema';
import { PgDatabase } from '../sql/pg-database';
import { sendStatement } from '../sql/sent-statements';
import { isolatedPostgres, reachableDatabases } from '../testing/databases';
import type { RecordedEvent } from './event-store';
import { ProcessorRunner, REBUILD_BATCH_SIZE, type EventProcessor } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SharedLogReads } from './shared-log-reads';
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

  test('given shared reads without a second connection, when a processor that commits several batches together catches up, then it commits one batch at a time and handles every event', async () => {
    await ensurePersonalDataSchema(db);
    const processor = { ...batchNoting(`one-connection-${Date.now()}`), batchesPerCommit: 4 };
    const runner = new ProcessorRunner(db, new SharedLogReads(store, db), processor);
    const commits: number[] = [];
    runner.onCommitted(() => commits.push(processor.sizes.length));

    expect(await runner.catchUp()).toBe(logged);

    const full = Array.from({ length: logged / 500 }, () => 500);
    expect(processor.sizes.filter((size) => size > 0)).toEqual(full);
    expect(commits).toEqual(full.map((_, i) => i + 1));
  });

  test('given a runner made with a batch size, when it rebuilds, then its batches keep that size', async () => {
    const processor = batchNoting(`rebuilding-small-${Date.now()}`);
    await new ProcessorRunner(db, store, processor, { batchSize: 700 }).rebuild();
    expect(processor.sizes.slice(0, 4)).toEqual([700, 700, 700, 700]);
  });
});

const url = process.env.DATABASE_URL;
(url ? describe : describe.skip)('several batches of a catch-up in one commit, on PostgreSQL', () => {
  let db: PgDatabase;
  let schema: Awaited<ReturnType<typeof isolatedPostgres>>;
  let store: SqlEventStore;
  // A log of each test's own, so its batches hold only its events.
  beforeEach(async () => {
    schema = await isolatedPostgres(url!);
    db = new PgDatabase(schema.url, 10);
    await ensureEventStoreSchema(db);
    await ensurePersonalDataSchema(db);
    await db.query('create table noted_rows (processor text not null, n int not null check (n >= 0), primary key (processor, n))');
    store = new SqlEventStore(db);
  });
  afterEach(async () => {
    await db.close();
    await schema.drop();
  });

  /** Appends `count` events to a stream of their own; returns the stream. */
  async function logOf(count: number): Promise<string> {
    const stream = `noted-${randomUUID()}`;
    await store.append(stream, Array.from({ length: count }, (_, n) => event(n)), 0);
    return stream;
  }

  /**
   * A read model of the stream's events, written with statements sent without waiting, three batches to a commit;
   * it notes each batch's size and transaction, and an event numbered `poisoned` makes its write fail.
   */
  function rowWriting(stream: string, poisoned = -1) {
    const batches: { size: number; transaction: string }[] = [];
    const name = `rows-${randomUUID()}`;
    const processor: EventProcessor = {
      name,
      batchesPerCommit: 3,
      handles: (recorded) => recorded.streamId === stream,
      handle: async () => undefined,
      async handleBatch(events, tx) {
        const { rows } = await tx.query<{ transaction: string }>('select pg_current_xact_id()::text as transaction');
        batches.push({ size: events.length, transaction: rows[0].transaction });
        const numbers = events.map((recorded) => ((recorded.data as { n: number }).n === poisoned ? -1 : (recorded.data as { n: number }).n));
        await sendStatement(tx, 'insert into noted_rows (processor, n) select $1, unnest($2::int[])', [name, numbers]);
      },
      reset: async () => undefined,
    };
    const runner = new ProcessorRunner(db, new SharedLogReads(store, db, { readAhead: true }), processor, { batchSize: 10 });
    const written = async () => (await db.query<{ n: number }>('select n from noted_rows where processor = $1 order by n', [name])).rows.map(({ n }) => n);
    return { runner, batches, written };
  }

  test('given a log of three and a half batches, when the runner catches up, then the three full batches commit together and the rest after them', async () => {
    const { runner, batches, written } = rowWriting(await logOf(35));
    expect(await runner.catchUp()).toBe(35);
    expect(batches.map(({ size }) => size)).toEqual([10, 10, 10, 5]);
    const [first, second, third, fourth] = batches.map(({ transaction }) => transaction);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).not.toBe(first);
    expect(await written()).toEqual(Array.from({ length: 35 }, (_, n) => n));
  });

  test('given a write sent for the second batch that fails, when the runner catches up, then it goes on a batch and then an event at a time, the events before the failing one commit and the failure names it', async () => {
    const stream = await logOf(35);
    const { rows } = await db.query<{ global_position: string }>('select global_position::text from events where stream_id = $1 and stream_position = 18', [stream]);
    const { runner, batches, written } = rowWriting(stream, 17);
    await expect(runner.catchUp()).rejects.toThrow(/check constraint/);
    // The first two batches rolled back together (the third asked after the failed write and failed with it); the first
    // again alone (committed), the second alone (failed), then its events one by one up to the failing one.
    expect(batches.map(({ size }) => size)).toEqual([10, 10, 10, 10, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(runner.lastFailedEvent?.globalPosition).toBe(rows[0].global_position);
    expect(await written()).toEqual(Array.from({ length: 17 }, (_, n) => n));
  });
});
