import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { PgDatabase } from '../sql/pg-database';
import { ensurePersonalDataSchema } from '../personal-data/schema';
import { isolatedPostgres, reachableDatabases } from '../testing/databases';
import type { RecordedEvent } from './event-store';
import { ProcessorRunner, readCheckpoint, type EventProcessor, type ResetOptions } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SharedLogReads } from './shared-log-reads';
import { SqlEventStore } from './sql-event-store';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const event = (n: number) => ({ type: 'Noted', schemaVersion: 1, data: { n }, metadata });
const numberOf = (recorded: RecordedEvent) => (recorded.data as { n: number }).n;

/**
 * A read model of one stream's events: a row per event. It notes how it was reset; an event numbered `poisoned`
 * makes it fail, and `pause` holds its next batch until released.
 */
function rowWriting(name: string, stream: string) {
  const resets: (ResetOptions | undefined)[] = [];
  let poisoned = -1;
  let pause: Promise<void> | null = null;
  let paused: () => void = () => undefined;
  const processor: EventProcessor = {
    name,
    handles: (recorded) => recorded.streamId === stream,
    handle: async () => undefined,
    async handleBatch(events, tx) {
      const held = pause;
      if (held) {
        paused();
        await held;
      }
      if (events.some((recorded) => numberOf(recorded) === poisoned)) throw new Error(`event ${poisoned} cannot be projected`);
      await tx.query('insert into replaced_rows (processor, n) select $1, unnest($2::int[])', [name, events.map(numberOf)]);
    },
    async reset(tx, options) {
      resets.push(options);
      await tx.query('delete from replaced_rows where processor = $1', [name]);
    },
  };
  return {
    processor,
    resets,
    poison: (n: number) => void (poisoned = n),
    /** Holds the next batch; resolves once the processor waits in it, and returns the release. */
    hold(): Promise<() => void> {
      let release: () => void = () => undefined;
      pause = new Promise((resolve) => (release = resolve));
      return new Promise((resolve) => {
        paused = () => {
          pause = null;
          resolve(release);
        };
      });
    },
  };
}

describe.each(reachableDatabases())('replacing a read model in one transaction, on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;
  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    await ensurePersonalDataSchema(db);
    await db.query('create table if not exists replaced_rows (processor text not null, n int not null, primary key (processor, n))');
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  async function logOf(count: number): Promise<string> {
    const stream = `noted-${randomUUID()}`;
    await store.append(stream, Array.from({ length: count }, (_, n) => event(n)), 0);
    return stream;
  }
  const rowsOf = async (name: string) =>
    (await db.query<{ n: number }>('select n from replaced_rows where processor = $1 order by n', [name])).rows.map(({ n }) => n);

  test('given a read model that followed the log, when it is replaced, then its reset is told so and the same rows come back with the checkpoint where it was', async () => {
    const stream = await logOf(25);
    const name = `replaced-${randomUUID()}`;
    const model = rowWriting(name, stream);
    await new ProcessorRunner(db, store, model.processor, { batchSize: 10 }).catchUp();
    const followed = await readCheckpoint(db, name);

    expect(await new ProcessorRunner(db, store, model.processor, { batchSize: 10 }).replace()).toBe(25);

    expect(model.resets).toEqual([{ replacing: true }]);
    expect(await rowsOf(name)).toEqual(Array.from({ length: 25 }, (_, n) => n));
    expect(await readCheckpoint(db, name)).toEqual(followed);
  });

  test('given an event the read model now fails on, when it is replaced, then the replacement fails and the old rows and checkpoint stay', async () => {
    const stream = await logOf(25);
    const name = `failing-${randomUUID()}`;
    const model = rowWriting(name, stream);
    await new ProcessorRunner(db, store, model.processor, { batchSize: 10 }).catchUp();
    const followed = await readCheckpoint(db, name);
    model.poison(17);

    await expect(new ProcessorRunner(db, store, model.processor, { batchSize: 10 }).replace()).rejects.toThrow('event 17 cannot be projected');

    expect(await rowsOf(name)).toEqual(Array.from({ length: 25 }, (_, n) => n));
    expect(await readCheckpoint(db, name)).toEqual(followed);
  });
});

/** Resolves once a session of the database waits for a lock. */
async function waitingForLock(db: Database): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const url = process.env.DATABASE_URL;
(url ? describe : describe.skip)('a read model being replaced, seen from other connections on PostgreSQL', () => {
  let db: PgDatabase;
  let schema: Awaited<ReturnType<typeof isolatedPostgres>>;
  let store: SqlEventStore;
  beforeEach(async () => {
    schema = await isolatedPostgres(url!);
    db = new PgDatabase(schema.url, 10);
    await ensureEventStoreSchema(db);
    await ensurePersonalDataSchema(db);
    await db.query('create table replaced_rows (processor text not null, n int not null, primary key (processor, n))');
    store = new SqlEventStore(db);
  });
  const rowsOf = async (name: string) =>
    (await db.query<{ n: number }>('select n from replaced_rows where processor = $1 order by n', [name])).rows.map(({ n }) => n);
  afterEach(async () => {
    await db.close();
    await schema.drop();
  });

  test('given a replacement half done, then a reader sees every old row, other processors follow the log meanwhile, and its own follower waits and then handles nothing twice', async () => {
    const stream = `noted-${randomUUID()}`;
    await store.append(stream, Array.from({ length: 30 }, (_, n) => event(n)), 0);
    const name = `replaced-${randomUUID()}`;
    const model = rowWriting(name, stream);
    const follower = new ProcessorRunner(db, store, model.processor, { batchSize: 10 });
    await follower.catchUp();
    const other = rowWriting(`other-${randomUUID()}`, stream);
    const otherRunner = new ProcessorRunner(db, store, other.processor, { batchSize: 10 });
    await otherRunner.catchUp();

    const held = model.hold();
    const replacement = new ProcessorRunner(db, new SharedLogReads(store, db, { readAhead: true }), model.processor, { batchSize: 10 }).replace();
    // Stopped in its first batch, after the old rows were deleted in its transaction.
    const release = await held;
    expect(await rowsOf(name)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    // The follower finds only an event it does not act on, and waits to move its checkpoint past it.
    await store.append(`unrelated-${randomUUID()}`, [event(0)], 0);
    const following = follower.catchUp();
    await waitingForLock(db);
    // Neither the replacement nor the waiting follower holds the log back from anyone else.
    await store.append(stream, [event(30)], 30);
    expect(await otherRunner.catchUp()).toBe(2);
    expect(await rowsOf(other.processor.name)).toHaveLength(31);
    release();

    expect(await replacement).toBe(32);
    expect(await following).toBe(0);
    expect(await rowsOf(name)).toEqual(Array.from({ length: 31 }, (_, n) => n));
    expect((await db.query('select * from log_bystanders')).rows).toEqual([]);
  });
});
