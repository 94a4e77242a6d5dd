import { randomUUID } from 'node:crypto';
import { PgDatabase } from '../sql/pg-database';
import { isolatedPostgres } from '../testing/databases';
import { heldTransaction } from '../testing/held-transaction';
import { WrongExpectedVersionError } from './errors';
import type { NewEvent, RecordedEvent } from './event-store';
import { ProcessorRunner, type EventProcessor } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const url = process.env.DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;

const event = (type: string): NewEvent => ({
  type,
  schemaVersion: 1,
  data: {},
  metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: { kind: 'SYSTEM' } },
});

describeOnPostgres('event store under concurrency on PostgreSQL', () => {
  let db: PgDatabase;
  let store: SqlEventStore;
  let schema: Awaited<ReturnType<typeof isolatedPostgres>>;

  beforeAll(async () => {
    schema = await isolatedPostgres(url!);
    db = new PgDatabase(schema.url, 60);
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(async () => {
    await db.close();
    await schema.drop();
  });

  test('given 50 concurrent appends with the same expected version, exactly one succeeds', async () => {
    const stream = `race-${randomUUID()}`;
    await store.append(stream, [event('Created')], 0);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => store.append(stream, [event(`Attempt${i}`)], 1)),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(49);
    for (const r of rejected) expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  test('given 50 concurrent creations of one stream, exactly one succeeds', async () => {
    const stream = `create-race-${randomUUID()}`;
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => store.append(stream, [event('Created')], 0)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  test('given writers in five processes racing for one stream, when they append at a version and after any version, then every position is taken once and every `any` append lands', async () => {
    const stores = Array.from({ length: 5 }, () => new SqlEventStore(db));
    const stream = `process-race-${randomUUID()}`;
    await stores[0].append(stream, [event('Created')], 0);
    const atOne = await Promise.allSettled(stores.map((each) => each.append(stream, [event('AtOne'), event('AtOneToo')], 1)));
    expect(atOne.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of atOne.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
    const anywhere = await Promise.all(stores.flatMap((each) => [each.append(stream, [event('Any')], 'any'), each.append(stream, [event('Any')], 'any')]));
    expect(new Set(anywhere.map((answer) => answer.nextExpectedVersion)).size).toBe(10);
    expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });

  test('given a transaction holding a stream\'s next position, when an `any` append in another transaction waits for it and it commits, then the append lands after it and its transaction keeps its earlier writes', async () => {
    const stream = `held-any-${randomUUID()}`;
    const other = `before-any-${randomUUID()}`;
    await store.append(stream, [event('Created')], 0);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const positionWritten = new Promise<void>((resolve) => (written = resolve));
    const holder = db.transaction(async (tx) => {
      await store.appendInTransaction(tx, stream, [event('Held')], 1);
      written();
      await released;
    });
    await positionWritten;
    const waiting = db.transaction(async (tx) => {
      await store.appendInTransaction(tx, other, [event('Before')], 0);
      const announced = await store.appendToStreamsInTransaction(tx, [{ streamId: stream, events: [event('Announcement')] }], 'any');
      const appended = await store.appendInTransaction(tx, stream, [event('AnyAfter')], 'any');
      return { announced, appended };
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await holder;
    expect(await waiting).toMatchObject({ announced: [stream], appended: { nextExpectedVersion: 4 } });
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Created', 'Held', 'Announcement', 'AnyAfter']);
    expect((await store.readStream(other)).map((e) => e.type)).toEqual(['Before']);
  });

  test('given transaction A takes a lower position than B but commits after it, a subscriber that processed B still receives A exactly once', async () => {
    const seen: RecordedEvent[] = [];
    const processor: EventProcessor = {
      name: `late-commit-${randomUUID()}`,
      handle: async (e) => void seen.push(e),
      reset: async () => undefined,
    };
    const runner = new ProcessorRunner(db, store, processor);
    await runner.catchUp();
    seen.length = 0;

    const streamA = `late-a-${randomUUID()}`;
    const streamB = `late-b-${randomUUID()}`;
    let releaseA!: () => void;
    const aMayCommit = new Promise<void>((resolve) => (releaseA = resolve));
    let aInserted!: () => void;
    const aHasInserted = new Promise<void>((resolve) => (aInserted = resolve));
    let bHasXid!: () => void;
    const bReady = new Promise<void>((resolve) => (bHasXid = resolve));
    let continueB!: () => void;
    const bMayInsert = new Promise<void>((resolve) => (continueB = resolve));

    // B takes its transaction id first, so A's id is higher while A's event gets the lower position.
    const transactionB = db.transaction(async (tx) => {
      await tx.query('select pg_current_xact_id()');
      bHasXid();
      await bMayInsert;
      return store.appendInTransaction(tx, streamB, [event('B')], 0);
    });
    await bReady;
    const transactionA = db.transaction(async (tx) => {
      const result = await store.appendInTransaction(tx, streamA, [event('A')], 0);
      aInserted();
      await aMayCommit;
      return result;
    });
    await aHasInserted;
    continueB();
    const b = await transactionB;

    await runner.catchUp();
    expect(seen.map((e) => e.streamId)).toEqual([streamB]);

    releaseA();
    const a = await transactionA;
    expect(BigInt(a.position.globalPosition)).toBeLessThan(BigInt(b.position.globalPosition));

    await runner.catchUp();
    await runner.catchUp();
    expect(seen.map((e) => e.streamId)).toEqual([streamB, streamA]);
  });

  test('given a runner resting an hour, when it is woken for an event an older open transaction still holds back, then it handles the event as soon as that transaction ends', async () => {
    const seen: string[] = [];
    const processor: EventProcessor = { name: `woken-${randomUUID()}`, handle: async (e) => void seen.push(e.streamId), reset: async () => undefined };
    // Counts the runner's reads of the log, so the test knows when it has looked and found nothing.
    let reads = 0;
    let readDone: (() => void) | null = null;
    const counting = Object.create(store) as SqlEventStore;
    counting.readAll = async (...args: Parameters<SqlEventStore['readAll']>) => {
      const events = await store.readAll(...args);
      reads++;
      readDone?.();
      return events;
    };
    const runner = new ProcessorRunner(db, counting, processor, { idleMs: 3_600_000, skipAtHead: true });
    await runner.catchUp();
    seen.length = 0;
    await runner.start();
    // Resting: it holds the lease and its first look found the log's head handled.
    for (let i = 0; i < 100 && !runner.following; i++) await new Promise((wait) => setTimeout(wait, 10));
    await new Promise((wait) => setTimeout(wait, 100));
    try {
      const older = await heldTransaction(db, (tx) => tx.query('select pg_current_xact_id()'));
      const stream = `held-back-${randomUUID()}`;
      await store.append(stream, [event('Appended')], 0);
      const readsBefore = reads;
      const looked = new Promise<void>((resolve) => (readDone = () => reads > readsBefore && resolve()));
      runner.wake();
      await looked;
      expect(seen).not.toContain(stream);
      await older.release();
      for (let i = 0; i < 500 && !seen.includes(stream); i++) await new Promise((wait) => setTimeout(wait, 20));
      expect(seen).toEqual([stream]);
    } finally {
      await runner.stop();
    }
  });

  test('only one runner of a processor is active at a time', async () => {
    const name = `single-${randomUUID()}`;
    const lease = await db.tryAcquireLease(`processor:${name}`);
    expect(lease).not.toBeNull();
    expect(await db.tryAcquireLease(`processor:${name}`)).toBeNull();
    await lease!.release();
    const again = await db.tryAcquireLease(`processor:${name}`);
    expect(again).not.toBeNull();
    await again!.release();
  });

  test('the leases of a process share one connection; when it is lost they report it and another process takes them', async () => {
    const names = [`a-${randomUUID()}`, `b-${randomUUID()}`];
    const leases = await Promise.all(names.map((name) => db.tryAcquireLease(name)));
    const { rows } = await db.query<{ sessions: number }>(
      `select count(distinct pid)::int as sessions from pg_locks where locktype = 'advisory' and granted and objid in (
         select (hashtextextended(current_schema() || ':' || n, 0) & x'ffffffff'::bigint)::oid from unnest($1::text[]) as n)`,
      [names],
    );
    expect(rows[0].sessions).toBe(1);
    const other = new PgDatabase(schema.url, 2);
    try {
      expect(await other.tryAcquireLease(names[0])).toBeNull();
      await db.query(
        `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and objid = (hashtextextended(current_schema() || ':' || $1, 0) & x'ffffffff'::bigint)::oid`,
        [names[0]],
      );
      for (let i = 0; i < 50 && !leases[0]!.lost; i++) await new Promise((wait) => setTimeout(wait, 20));
      expect(leases.map((lease) => lease!.lost)).toEqual([true, true]);
      const taken = await other.tryAcquireLease(names[0]);
      expect(taken).not.toBeNull();
      await taken!.release();
      // This process opens a new session for its next lease.
      const renewed = await db.tryAcquireLease(names[1]);
      expect(renewed?.lost).toBe(false);
      await renewed!.release();
    } finally {
      await other.close();
    }
  });
});
