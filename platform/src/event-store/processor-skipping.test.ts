import type { Database } from '../sql/database';
import { countedTransactions } from '../testing/counted-calls';
import { reachableDatabases } from '../testing/databases';
import { readableUpTo as readable } from '../testing/readable';
import type { RecordedEvent } from './event-store';
import type { LogPosition } from './position';
import { ProcessorRunner, readCheckpoint, type EventProcessor } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const event = (n: number) => ({ type: 'Noted', schemaVersion: 1, data: { n }, metadata });

describe.each(reachableDatabases())('a processor that names the events it acts on, on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;
  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  const readableUpTo = (position: LogPosition) => readable(db, position);

  /** A processor of the `wanted-` streams that notes every batch it is handed. */
  function wantedOnly(name: string): EventProcessor & { batches: string[][] } {
    const batches: string[][] = [];
    return {
      name,
      batches,
      handles: (recorded: RecordedEvent) => recorded.streamId.startsWith('wanted-'),
      handle: async () => undefined,
      handleBatch: async (events: readonly RecordedEvent[]) => void batches.push(events.map((recorded) => recorded.streamId)),
      reset: async () => undefined,
    };
  }

  test('given a batch without any event it acts on, when the runner goes on, then the processor is not handed it and the checkpoint moves past it without a transaction', async () => {
    const processor = wantedOnly(`skipping-${Date.now()}`);
    const { db: counted, transactions } = countedTransactions(db);
    const runner = new ProcessorRunner(counted, store, processor);
    await runner.catchUp();
    const [before, handedBefore] = [transactions(), processor.batches.length];
    const reports: { reached: LogPosition; handled: boolean }[] = [];
    runner.onCommitted((reached, handled) => reports.push({ reached, handled }));
    const { position } = await store.append(`other-${Date.now()}`, [event(1), event(2)], 0);
    await readableUpTo(position);

    expect(await runner.catchUp()).toBe(2);

    expect(processor.batches).toHaveLength(handedBefore);
    expect(transactions()).toBe(before);
    expect(await readCheckpoint(db, processor.name)).toEqual(position);
    expect(reports).toEqual([{ reached: position, handled: false }]);
  });

  test('given a batch with one event it acts on, when the runner goes on, then the processor is handed that event in one transaction and the checkpoint passes the batch', async () => {
    const processor = wantedOnly(`handling-${Date.now()}`);
    const { db: counted, transactions } = countedTransactions(db);
    const runner = new ProcessorRunner(counted, store, processor);
    await runner.catchUp();
    const [before, handedBefore] = [transactions(), processor.batches.length];
    const suffix = Date.now();
    await store.append(`other-${suffix}`, [event(1)], 0);
    const { position } = await store.append(`wanted-${suffix}`, [event(2)], 0);
    await readableUpTo(position);

    expect(await runner.catchUp()).toBe(2);

    expect(processor.batches.slice(handedBefore)).toEqual([[`wanted-${suffix}`]]);
    expect(transactions()).toBe(before + 1);
    expect(await readCheckpoint(db, processor.name)).toEqual(position);
  });

  test('given its checkpoint moved by another runner meanwhile, when the runner goes on, then it does not move it back and continues from where it is', async () => {
    const processor = wantedOnly(`contended-${Date.now()}`);
    const runner = new ProcessorRunner(db, store, processor);
    await runner.catchUp();
    const suffix = Date.now();
    await readableUpTo((await store.append(`other-${suffix}`, [event(1)], 0)).position);
    // Another process's runner (after a handover, say) handles it first.
    await new ProcessorRunner(db, store, wantedOnly(processor.name)).catchUp();
    const moved = await readCheckpoint(db, processor.name);
    const { position } = await store.append(`wanted-${suffix}`, [event(2)], 0);
    await readableUpTo(position);

    await runner.catchUp();

    expect(processor.batches.slice(-1)).toEqual([[`wanted-${suffix}`]]);
    expect(await readCheckpoint(db, processor.name)).toEqual(position);
    expect(moved).not.toEqual(position);
  });

  test('given its checkpoint moved by another runner meanwhile, when a batch without anything it acts on follows, then the runner does not move the checkpoint from where it was', async () => {
    const processor = wantedOnly(`overtaken-${Date.now()}`);
    const runner = new ProcessorRunner(db, store, processor);
    await runner.catchUp();
    const suffix = Date.now();
    await readableUpTo((await store.append(`other-${suffix}`, [event(1)], 0)).position);
    await new ProcessorRunner(db, store, wantedOnly(processor.name)).catchUp();
    const { position } = await store.append(`other-${suffix}-2`, [event(2)], 0);
    await readableUpTo(position);

    const handedBefore = processor.batches.length;
    expect(await runner.catchUp()).toBe(1);

    expect(processor.batches).toHaveLength(handedBefore);
    expect(await readCheckpoint(db, processor.name)).toEqual(position);
  });
});
