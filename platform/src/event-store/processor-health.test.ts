import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import type { RecordedEvent } from './event-store';
import { readCheckpoint, ProcessorRunner, type EventProcessor } from './processor';
import { heldUpProcessors, readProcessorStatuses } from './processor-health';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const poisonError = Object.assign(new Error('unsupported Unicode escape sequence in "secret text"'), { code: '22P05' });

/** A batch processor that cannot handle events marked poisoned, as a projector writing them into jsonb could not. */
function poisonable(name: string, seen: string[]): EventProcessor {
  return {
    name,
    handleBatch: async (events: readonly RecordedEvent[]) => {
      if (events.some((event) => (event.data as { poisoned?: boolean }).poisoned)) throw poisonError;
      seen.push(...events.map((event) => event.streamId));
    },
    handle: async () => undefined,
    reset: async () => undefined,
  };
}

describe.each(reachableDatabases())('a processor failing on one event, on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  const append = (data: object) => store.append(`test-${randomUUID()}`, [{ type: 'Probe', schemaVersion: 1, data, metadata }], 0);

  test('given a poisoned event amid others, when it catches up, then it handles everything before it, names the event and records the failure without its text', async () => {
    const name = `poisonable-${randomUUID()}`;
    const seen: string[] = [];
    await new ProcessorRunner(db, store, poisonable(name, [])).catchUp();
    const before = await append({});
    const poisoned = await append({ poisoned: true });
    await append({});
    const runner = new ProcessorRunner(db, store, poisonable(name, seen));

    expect(await runner.tryCatchUp()).toBe(false);

    expect(await readCheckpoint(db, name)).toEqual(before.position);
    expect(runner.lastFailedEvent).toMatchObject({ type: 'Probe', globalPosition: poisoned.position.globalPosition });
    const status = (await readProcessorStatuses(db)).find((s) => s.name === name);
    expect(status).toMatchObject({ status: 'failing', failures: 1, position: before.position.globalPosition, lastError: { code: '22P05', event: { type: 'Probe', globalPosition: poisoned.position.globalPosition } } });
    expect(status!.lag).toBeGreaterThanOrEqual(2);
  });

  test('given a processor handling events one by one and a poisoned event in its batch, then it still commits the events before it', async () => {
    const name = `one-by-one-${randomUUID()}`;
    await new ProcessorRunner(db, store, { name, handle: async () => undefined, reset: async () => undefined }).catchUp();
    const before = await append({});
    const poisoned = await append({ poisoned: true });
    const processor: EventProcessor = {
      name,
      handle: async (event) => {
        if ((event.data as { poisoned?: boolean }).poisoned) throw poisonError;
      },
      reset: async () => undefined,
    };
    const runner = new ProcessorRunner(db, store, processor);
    expect(await runner.tryCatchUp()).toBe(false);
    expect(await readCheckpoint(db, name)).toEqual(before.position);
    expect(runner.lastFailedEvent?.globalPosition).toBe(poisoned.position.globalPosition);
  });

  test('given a processor failing again and again, then it counts as stuck; once it gets past, it is ok again and keeps its last error', async () => {
    const name = `recovering-${randomUUID()}`;
    let broken = true;
    const processor: EventProcessor = {
      name,
      handle: async () => {
        if (broken) throw poisonError;
      },
      reset: async () => undefined,
    };
    await append({});
    const runner = new ProcessorRunner(db, store, processor);
    for (let attempt = 0; attempt < 3; attempt++) await runner.tryCatchUp();
    expect(await heldUpProcessors(db, [name])).toEqual([name]);
    expect(runner.health.failures).toBe(3);

    broken = false;
    expect(await runner.tryCatchUp()).toBe(true);
    expect(await heldUpProcessors(db, [name])).toEqual([]);
    expect((await readProcessorStatuses(db)).find((s) => s.name === name)).toMatchObject({ status: 'ok', failures: 0, lastError: { code: '22P05' } });
  });

  test('given an error that means "not yet", then it is not recorded as a failure', async () => {
    const name = `waiting-${randomUUID()}`;
    class NotYet extends Error {}
    await append({});
    const runner = new ProcessorRunner(db, store, { name, handle: async () => Promise.reject(new NotYet()), reset: async () => undefined }, { isWaiting: (error) => error instanceof NotYet });
    expect(await runner.tryCatchUp()).toBe(false);
    expect((await readProcessorStatuses(db)).filter((s) => s.name === name && s.status !== 'ok')).toEqual([]);
    expect(runner.health).toEqual({ failures: 0, lastFailure: null });
  });

  test('given a batch that waits for a read model, then the batch is not split: nothing of it is committed', async () => {
    const name = `batch-waiting-${randomUUID()}`;
    class NotYet extends Error {}
    await new ProcessorRunner(db, store, { name, handle: async () => undefined, reset: async () => undefined }).catchUp();
    const start = await readCheckpoint(db, name);
    await append({});
    await append({ poisoned: true });
    // Both readable first: a transaction still open elsewhere on the server would hold the second back, and the runner
    // would rightly commit the first alone.
    while ((await store.readAll(start, 10)).length < 2) await new Promise((wait) => setTimeout(wait, 10));
    const waiting: EventProcessor = {
      name,
      handleBatch: async (events) => {
        if (events.some((event) => (event.data as { poisoned?: boolean }).poisoned)) throw new NotYet();
      },
      handle: async () => undefined,
      reset: async () => undefined,
    };
    expect(await new ProcessorRunner(db, store, waiting, { isWaiting: (error) => error instanceof NotYet }).tryCatchUp()).toBe(false);
    expect(await readCheckpoint(db, name)).toEqual(start);
  });
});
