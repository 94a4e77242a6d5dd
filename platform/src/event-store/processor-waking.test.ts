import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import { ProcessorRunner } from './processor';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const AN_HOUR = 3_600_000;

describe.each(reachableDatabases())('waking a runner on $name', ({ name, open }) => {
  let db: Database;
  let store: SqlEventStore;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  /** A runner that rests an hour between looks, following the log from its head, and the streams it has handled. */
  const restingRunner = async (handle: (streamId: string) => Promise<void> = async () => undefined) => {
    const seen: string[] = [];
    const runner = new ProcessorRunner(
      db,
      store,
      {
        name: `woken-${randomUUID()}`,
        handle: async (event) => {
          await handle(event.streamId);
          seen.push(event.streamId);
        },
        reset: async () => undefined,
      },
      { idleMs: AN_HOUR, skipAtHead: true },
    );
    await runner.catchUp();
    seen.length = 0;
    await runner.start();
    for (let i = 0; i < 100 && !runner.following; i++) await rest(10);
    // Its first look found the head handled: it rests now.
    await rest(50);
    return { runner, seen };
  };
  const append = async () => {
    const streamId = `woken-${randomUUID()}`;
    await store.append(streamId, [{ type: 'X', schemaVersion: 1, data: {}, metadata }], 0);
    return streamId;
  };
  const handled = async (seen: readonly string[], streamId: string) => {
    for (let i = 0; i < 500 && !seen.includes(streamId); i++) await rest(10);
    return seen.includes(streamId);
  };

  test('given a runner resting for an hour, when it is woken with a gap, then it looks once the gap has passed and handles the new event', async () => {
    const { runner, seen } = await restingRunner();
    try {
      const streamId = await append();
      runner.wake(20);
      expect(await handled(seen, streamId)).toBe(true);
    } finally {
      await runner.stop();
    }
  });

  test('given a runner that has just looked, when it is woken with a gap of a minute, then it does not look before that, but a wake without a gap makes it look at once', async () => {
    const { runner, seen } = await restingRunner();
    try {
      const streamId = await append();
      runner.wake(60_000);
      await rest(300);
      expect(seen).toEqual([]);
      runner.wake();
      expect(await handled(seen, streamId)).toBe(true);
    } finally {
      await runner.stop();
    }
  });

  // An append while the runner's batch transaction is open needs a second connection (PGlite has one).
  const withSecondConnection = name === 'PGlite' ? test.skip : test;

  withSecondConnection('given a runner busy with a batch it found on its own look, when it is woken with a gap, then its next rest lasts only the gap instead of an hour', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let busy!: () => void;
    const isBusy = new Promise<void>((resolve) => (busy = resolve));
    const seen: string[] = [];
    let slow: string | null = null;
    const runner = new ProcessorRunner(
      db,
      store,
      {
        name: `woken-${randomUUID()}`,
        handle: async (event) => {
          if (event.streamId === slow) {
            busy();
            await released;
          }
          seen.push(event.streamId);
        },
        reset: async () => undefined,
      },
      { idleMs: AN_HOUR, skipAtHead: true },
    );
    await runner.catchUp();
    // Not woken: the runner's first look after the start finds this event and handles it.
    slow = await append();
    await runner.start();
    try {
      await isBusy;
      const next = await append();
      runner.wake(20);
      release();
      expect(await handled(seen, slow)).toBe(true);
      expect(await handled(seen, next)).toBe(true);
    } finally {
      await runner.stop();
    }
  });
});
