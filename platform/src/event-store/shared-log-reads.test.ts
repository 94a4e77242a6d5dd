import { ERASED } from '@pcbm/domain';
import { PersonalDataVault } from '../personal-data/personal-data-vault';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import { DomainEventStore } from './domain-event-store';
import type { RecordedEvent } from './event-store';
import { LOG_START, type LogPosition } from './position';
import { ProcessorRunner } from './processor';
import { ensureProductEventStoreSchema } from './product-event-store';
import { SharedLogReads } from './shared-log-reads';
import { SqlEventStore } from './sql-event-store';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const at = '2026-03-02T09:00:00.000Z';

/** The product's event store, counting the reads that reach the log. */
class CountedStore extends DomainEventStore {
  logReads = 0;
  override readAll(after: LogPosition, limit: number, db?: Parameters<DomainEventStore['readAll']>[2], wanted?: (event: RecordedEvent) => boolean): Promise<RecordedEvent[]> {
    this.logReads++;
    return super.readAll(after, limit, db, wanted);
  }
}

const ids = (events: readonly RecordedEvent[]) => events.map((event) => event.eventId);

describe.each(reachableDatabases())('shared log reads on $name', ({ open }) => {
  let db: Database;
  let store: CountedStore;
  let vault: PersonalDataVault;
  let start: LogPosition;

  beforeAll(async () => {
    db = await open();
    await ensureProductEventStoreSchema(db);
    vault = new PersonalDataVault();
    store = new CountedStore(new SqlEventStore(db), vault, db);
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    // Each test reads what it appends: from the log's end before it.
    let position = LOG_START;
    for (;;) {
      const events = await store.readAll(position, 1000);
      if (events.length === 0) break;
      position = events[events.length - 1];
    }
    start = position;
    const suffix = `${Date.now()}-${Math.random()}`;
    for (let index = 0; index < 6; index++) {
      const userId = `u${index}-${suffix}`;
      await store.append(`user-${userId}`, [
        { type: 'UserRegistered', schemaVersion: 1, data: { userId, username: `name${index}`, email: `u${index}@example.com`, firstName: 'Ada', lastName: 'Lovelace', locale: 'en', occurredAt: at }, metadata },
      ], 0);
    }
    store.logReads = 0;
  });

  test('given a processor that read six events in full batches of three, when another reads them, then it gets the same events without reading the log', async () => {
    const log = new SharedLogReads(store, db);
    const first = await log.readAll(start, 3);
    const second = await log.readAll(first[2], 3);
    expect(store.logReads).toBe(2);

    const again = await log.readAll(start, 3);
    const rest = await log.readAll(again[2], 3);
    expect(store.logReads).toBe(2);
    expect(ids([...again, ...rest])).toEqual(ids([...first, ...second]));
    expect(rest.map((event) => (event.data as { username: string }).username)).toEqual(['name3', 'name4', 'name5']);
  });

  test('given a kept batch, when a processor continues from inside it one event at a time, then it gets the events that follow in order', async () => {
    const log = new SharedLogReads(store, db);
    const batch = await log.readAll(start, 6);
    const stepped = [await log.readAll(start, 1)];
    for (let step = 1; step < 6; step++) stepped.push(await log.readAll(stepped[step - 1][0], 1));
    expect(store.logReads).toBe(1);
    expect(ids(stepped.flat())).toEqual(ids(batch));
    expect(ids(await log.readAll(batch[1], 10))).toEqual(ids(batch.slice(2)));
  });

  test('given a kept batch, when a processor asks for more than is left of it, then the log is read, so a short batch always means the end of the log', async () => {
    const log = new SharedLogReads(store, db);
    const first = await log.readAll(start, 3);
    const overlapping = await log.readAll(first[0], 3);
    expect(store.logReads).toBe(2);
    expect(overlapping.map((event) => (event.data as { username: string }).username)).toEqual(['name1', 'name2', 'name3']);
  });

  test('given a reader that wants two of six events, when it reads them at the head, then only those two are revealed and the others stay as stored', async () => {
    const log = new SharedLogReads(store, db);
    // Kept batches are read whole for every processor: this reader is at the head already.
    await log.readAll(start, 10);
    const all = await store.readAll(start, 10);
    const wantedIds = new Set(ids(all.slice(1, 3)));
    const read = await log.readAll(start, 10, db, (event) => wantedIds.has(event.eventId));
    expect(ids(read)).toEqual(ids(all));
    const emails = read.map((event) => (event.data as { email: unknown }).email);
    expect(emails.slice(1, 3)).toEqual([expect.stringMatching(/^u1@/), expect.stringMatching(/^u2@/)]);
    for (const sealed of [...emails.slice(0, 1), ...emails.slice(3)]) expect(sealed).toEqual(expect.objectContaining({ $personal: expect.anything() }));
  });

  test('given fewer events than a batch, when a processor catches up, then it reads the log once and does not ask again for nothing', async () => {
    const handled: string[] = [];
    const batchSize = 1000;
    const runner = new ProcessorRunner(db, store, { name: `one-read-${Date.now()}`, handle: async (event) => void handled.push(event.eventId), reset: async () => undefined }, { batchSize });
    await runner.catchUp();
    expect(handled.length).toBeGreaterThanOrEqual(6);
    expect(store.logReads).toBe(Math.floor(handled.length / batchSize) + 1);
  });

  test('given a short batch at the head, when more events are appended, then the next reader sees them too', async () => {
    const log = new SharedLogReads(store, db);
    expect(await log.readAll(start, 10)).toHaveLength(6);
    await store.append(`user-late-${Date.now()}`, [{ type: 'X', schemaVersion: 1, data: {}, metadata }], 0);
    expect(await log.readAll(start, 10)).toHaveLength(7);
    expect(store.logReads).toBe(2);
  });

  test('given a kept batch, when a person in it is erased, then the next reader reads the log again and sees them erased', async () => {
    const log = new SharedLogReads(store, db);
    const batch = await log.readAll(start, 3);
    const erased = (batch[1].data as { userId: string }).userId;
    await vault.erase(db, `user:${erased}`);

    const again = await log.readAll(start, 3);
    expect(store.logReads).toBe(2);
    expect(again[1].data).toMatchObject({ userId: erased, username: ERASED, email: ERASED });
    expect(again[0].data).toMatchObject({ username: 'name0' });
  });

  test('given a full batch, when the next one is read ahead, then reading from there takes it without reading the log again', async () => {
    const log = new SharedLogReads(store, db, { readAhead: true });
    const first = await log.readAll(start, 3);
    await log.readAhead!(first[2], 3);
    expect(store.logReads).toBe(2);
    const next = await log.readAll(first[2], 3);
    expect(store.logReads).toBe(2);
    expect(next.map((event) => (event.data as { username: string }).username)).toEqual(['name3', 'name4', 'name5']);
  });

  test('given a batch read ahead, when a person in it is erased before it is used, then the log is read again and shows them erased', async () => {
    const log = new SharedLogReads(store, db, { readAhead: true });
    await log.readAhead!(start, 3);
    const ahead = await store.readAll(start, 3);
    const erased = (ahead[2].data as { userId: string }).userId;
    await vault.erase(db, `user:${erased}`);
    store.logReads = 0;

    const batch = await log.readAll(start, 3);
    expect(store.logReads).toBe(1);
    expect(batch[2].data).toMatchObject({ userId: erased, username: ERASED });
  });

  test('given shared reads that do not read ahead (one connection), then they offer no reading ahead and read nothing of themselves', async () => {
    const log = new SharedLogReads(store, db);
    expect(log.readAhead).toBeUndefined();
    expect(store.logReads).toBe(0);
  });

  test('given a processor catching up in batches of two through reads ahead, then it handles every event of the log once, in order', async () => {
    const handled: string[] = [];
    const log = new SharedLogReads(store, db, { readAhead: true });
    const runner = new ProcessorRunner(db, log, { name: `reads-ahead-${Date.now()}`, handle: async (event) => void handled.push(event.eventId), reset: async () => undefined }, { batchSize: 2 });
    await runner.catchUp();
    const all: RecordedEvent[] = [];
    for (let position = LOG_START; ; ) {
      const events = await store.readAll(position, 1000);
      if (events.length === 0) break;
      all.push(...events);
      position = events[events.length - 1];
    }
    expect(handled).toEqual(ids(all));
  });
});
