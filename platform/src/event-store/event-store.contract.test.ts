import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import { readableUpTo } from '../testing/readable';
import { WrongExpectedVersionError } from './errors';
import type { NewEvent, RecordedEvent } from './event-store';
import { compareLogPositions, LOG_START } from './position';
import { readCheckpoint, ProcessorRunner, type EventProcessor } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const event = (type: string, data: unknown = {}): NewEvent => ({
  type,
  schemaVersion: 1,
  data,
  metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: { kind: 'SYSTEM' } },
});

function collectingProcessor(name: string, seen: RecordedEvent[]): EventProcessor {
  return {
    name,
    handle: async (e) => void seen.push(e),
    reset: async () => void seen.splice(0),
  };
}

describe.each(reachableDatabases())('event store contract on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  const newStream = () => `test-${randomUUID()}`;

  test('given no stream, when appending with expected version 0, then the events are read back in order', async () => {
    const stream = newStream();
    const result = await store.append(stream, [event('A', { n: 1 }), event('B', { n: 2 })], 0);
    expect(result.nextExpectedVersion).toBe(2);
    const events = await store.readStream(stream);
    expect(events.map((e) => [e.type, e.streamPosition, e.data])).toEqual([
      ['A', 1, { n: 1 }],
      ['B', 2, { n: 2 }],
    ]);
    expect(events[1].metadata.actor).toEqual({ kind: 'SYSTEM' });
  });

  test('given a stream at version 2, when appending with a stale expected version, then it fails and appends nothing', async () => {
    const stream = newStream();
    await store.append(stream, [event('A'), event('B')], 0);
    await expect(store.append(stream, [event('C')], 1)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(store.append(stream, [event('C')], 0)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    await store.append(stream, [event('C')], 2);
    expect((await store.readStream(stream, 3)).map((e) => e.type)).toEqual(['C']);
  });

  test('given a stream of twelve events appended one by one, then they are read back in numeric order', async () => {
    const stream = newStream();
    for (let version = 0; version < 12; version++) await store.append(stream, [event(`E${version + 1}`)], version);
    const events = await store.readStream(stream);
    expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const fromLog = (await store.readAll(LOG_START, 100_000)).filter((e) => e.streamId === stream).map((e) => e.type);
    expect(fromLog).toEqual(Array.from({ length: 12 }, (_, i) => `E${i + 1}`));
  });

  test('given an existing stream, when appending with any version, then positions continue', async () => {
    const stream = newStream();
    await store.append(stream, [event('A')], 'any');
    const result = await store.append(stream, [event('B'), event('C')], 'any');
    expect(result.nextExpectedVersion).toBe(3);
  });

  test('given an existing and a new stream, when appending to both at once (one of them twice), then each continues where it was, in the given order', async () => {
    const [existing, fresh] = [newStream(), newStream()];
    await store.append(existing, [event('A')], 0);
    await db.transaction((tx) =>
      store.appendToStreamsInTransaction(tx, [
        { streamId: fresh, events: [event('X', { n: 1 }), event('Y')] },
        { streamId: existing, events: [event('B')] },
        { streamId: fresh, events: [event('Z')] },
        { streamId: newStream(), events: [] },
      ], 'any'),
    );
    expect((await store.readStream(existing)).map((e) => [e.type, e.streamPosition])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    const freshEvents = await store.readStream(fresh);
    expect(freshEvents.map((e) => [e.type, e.streamPosition, e.data])).toEqual([
      ['X', 1, { n: 1 }],
      ['Y', 2, {}],
      ['Z', 3, {}],
    ]);
    expect(compareLogPositions(freshEvents[0], freshEvents[2])).toBeLessThan(0);
    await expect(store.append(existing, [event('C')], 1)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await store.append(existing, [event('C')], 2);
  });

  test('given an existing and a new stream, when appending to both as new streams, then only the new one gets its events', async () => {
    const [existing, fresh] = [newStream(), newStream()];
    await store.append(existing, [event('A')], 0);
    const appended = await db.transaction((tx) =>
      store.appendToStreamsInTransaction(tx, [{ streamId: existing, events: [event('B')] }, { streamId: fresh, events: [event('X')] }], 0),
    );
    expect(appended).toEqual([fresh]);
    expect((await store.readStream(existing)).map((e) => e.type)).toEqual(['A']);
    expect((await store.readStream(fresh)).map((e) => [e.type, e.streamPosition])).toEqual([['X', 1]]);
  });

  test('readAll returns committed events after a position in log order and respects the limit', async () => {
    const stream = newStream();
    const before = await store.append(newStream(), [event('marker')], 0);
    await readableUpTo(db, (await store.append(stream, [event('A'), event('B'), event('C')], 0)).position);
    const page = await store.readAll(before.position, 2);
    expect(page).toHaveLength(2);
    expect(compareLogPositions(page[0], page[1])).toBeLessThan(0);
    const rest = await store.readAll(page[1], 1000);
    const ours = [...page, ...rest].filter((e) => e.streamId === stream).map((e) => e.type);
    expect(ours).toEqual(['A', 'B', 'C']);
  });

  test('given an event recorded at a time with microseconds, when it is read from its stream and from the log, then it carries that time to the millisecond', async () => {
    const stream = newStream();
    const before = await store.append(newStream(), [event('marker')], 0);
    const { position } = await store.append(stream, [event('A')], 0);
    await db.query(`update events set recorded_at = '2026-11-30 12:34:56.789987+00' where stream_id = $1`, [stream]);
    await readableUpTo(db, position);
    const [fromStream] = await store.readStream(stream);
    const fromLog = (await store.readAll(before.position, 1000)).filter((e) => e.streamId === stream);
    expect(fromStream.recordedAt).toBeInstanceOf(Date);
    expect(fromStream.recordedAt.toISOString()).toBe('2026-11-30T12:34:56.789Z');
    expect(fromLog.map((e) => e.recordedAt.toISOString())).toEqual(['2026-11-30T12:34:56.789Z']);
  });

  test('given a log with events, when it is analyzed after its schema was ensured again, then the planner has statistics of its columns but not of the payloads', async () => {
    await store.append(newStream(), [event('A', { n: 1 }), event('B', { n: 2 })], 0);
    await ensureEventStoreSchema(db);
    await db.query('analyze events');
    const { rows } = await db.query<{ attname: string }>(`select attname from pg_stats where tablename = 'events' and schemaname = any(current_schemas(false)) order by attname`);
    const columns = rows.map((row) => row.attname);
    expect(columns).toEqual(expect.arrayContaining(['event_type', 'stream_id', 'transaction_id']));
    expect(columns).not.toContain('data');
    expect(columns).not.toContain('metadata');
  });

  test('a processor handles every event once, stores its checkpoint, and a rebuild replays the same events', async () => {
    const seen: RecordedEvent[] = [];
    const name = `collector-${randomUUID()}`;
    const runner = new ProcessorRunner(db, store, collectingProcessor(name, seen), { batchSize: 7 });
    const stream = newStream();
    await store.append(stream, Array.from({ length: 20 }, (_, i) => event('E', { i })), 0);
    await runner.catchUp();
    await runner.catchUp();
    const ours = () => seen.filter((e) => e.streamId === stream).map((e) => (e.data as { i: number }).i);
    expect(ours()).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const checkpoint = await readCheckpoint(db, name);
    expect(compareLogPositions(checkpoint, LOG_START)).toBeGreaterThan(0);
    const firstRun = ours();
    await runner.rebuild();
    expect(ours()).toEqual(firstRun);
  });

  test('a failing handler rolls back the batch and leaves the checkpoint where it was', async () => {
    const name = `failing-${randomUUID()}`;
    await store.append(newStream(), [event('X')], 0);
    const failing: EventProcessor = {
      name,
      handle: async () => {
        throw new Error('boom');
      },
      reset: async () => undefined,
    };
    await expect(new ProcessorRunner(db, store, failing).catchUp()).rejects.toThrow('boom');
    expect(await readCheckpoint(db, name)).toEqual(LOG_START);
  });

  test('a running processor picks up new events by itself', async () => {
    const seen: RecordedEvent[] = [];
    const runner = new ProcessorRunner(db, store, collectingProcessor(`live-${randomUUID()}`, seen), { idleMs: 20 });
    await runner.catchUp();
    await runner.start();
    const stream = newStream();
    await store.append(stream, [event('Live')], 0);
    for (let i = 0; i < 200 && !seen.some((e) => e.streamId === stream); i++) await new Promise((r) => setTimeout(r, 25));
    await runner.stop();
    expect(seen.filter((e) => e.streamId === stream)).toHaveLength(1);
  });
});
