import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { countedStatements } from '../testing/counted-calls';
import { reachableDatabases } from '../testing/databases';
import { WrongExpectedVersionError } from './errors';
import type { AppendResult, NewEvent } from './event-store';
import { compareLogPositions } from './position';
import { ensureEventStoreSchema } from './schema';
import { SqlEventStore } from './sql-event-store';

const event = (type: string, eventId?: string): NewEvent => ({
  eventId,
  type,
  schemaVersion: 1,
  data: { type },
  metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: { kind: 'SYSTEM' } },
});

const newStream = () => `group-${randomUUID()}`;
const isGroup = (text: string) => text.includes('unnest($1::text[], $2::bigint[]) as r (stream_id, expected)');

describe.each(reachableDatabases())('appends that arrive together on $name', ({ open }) => {
  let db: Database;
  let statements: string[];
  let store: SqlEventStore;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    const counted = countedStatements(db);
    statements = counted.statements;
    store = new SqlEventStore(counted.client);
  });
  afterAll(() => db.close());
  beforeEach(() => statements.splice(0));

  test('given streams new, at a version and at any version, when ten writers append at once, then each gets its own answer from fewer statements', async () => {
    const existing = [newStream(), newStream(), newStream()];
    for (const stream of existing) await store.append(stream, [event('First'), event('Second')], 0);
    statements.splice(0);
    const fresh = [newStream(), newStream(), newStream(), newStream()];
    const answers = await Promise.allSettled([
      ...fresh.map((stream) => store.append(stream, [event('A'), event('B'), event('C')], 0)),
      store.append(existing[0], [event('Third')], 2),
      store.append(existing[1], [event('Third')], 1),
      store.append(existing[2], [event('Third')], 'any'),
      store.append(newStream(), [event('Anywhere')], 'any'),
      store.append(existing[0].replace('group-', 'missing-'), [event('Late')], 3),
    ]);
    const value = (index: number) => (answers[index] as PromiseFulfilledResult<AppendResult>).value;
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'rejected']);
    expect((answers[5] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect((answers[8] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect([0, 1, 2, 3, 4, 6, 7].map((index) => value(index).nextExpectedVersion)).toEqual([3, 3, 3, 3, 3, 3, 1]);
    expect(statements.filter(isGroup).length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThan(answers.length);

    for (const stream of fresh) expect((await store.readStream(stream)).map((e) => [e.type, e.streamPosition])).toEqual([['A', 1], ['B', 2], ['C', 3]]);
    expect((await store.readStream(existing[0])).map((e) => e.type)).toEqual(['First', 'Second', 'Third']);
    expect((await store.readStream(existing[1])).map((e) => e.type)).toEqual(['First', 'Second']);
    expect((await store.readStream(existing[2])).map((e) => e.type)).toEqual(['First', 'Second', 'Third']);
  });

  test('given appends to one stream at once, when they expect the same version, then one is stored and the others are refused', async () => {
    const stream = newStream();
    await store.append(stream, [event('Created')], 0);
    const answers = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => store.append(stream, [event(`Attempt${i}`)], 1)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    for (const answer of answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected')) expect(answer.reason).toBeInstanceOf(WrongExpectedVersionError);
    expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual([1, 2]);
  });

  test('given appends to one stream at any version, when they arrive at once, then all are stored one after another', async () => {
    const stream = newStream();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => store.append(stream, [event(`N${i}`)], 'any')));
    expect(answers.map((answer) => answer.nextExpectedVersion).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual([1, 2, 3, 4, 5]);
  });

  test('given a group whose statement fails as a whole, when one append repeats an event id, then every other append is still stored', async () => {
    const stream = newStream();
    await store.append(stream, [event('Created')], 0);
    const repeated = randomUUID();
    const others = [newStream(), newStream(), newStream()];
    const answers = await Promise.allSettled([
      store.append(stream, [event('Second')], 1),
      ...others.map((other) => store.append(other, [event('Own', repeated)], 0)),
    ]);
    expect(answers[0].status).toBe('fulfilled');
    expect(answers.slice(1).filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Created', 'Second']);
    const stored = await Promise.all(others.map((other) => store.readStream(other)));
    expect(stored.flat().map((e) => e.eventId)).toEqual([repeated]);
  });

  test('given a group, when it is stored, then its events follow one another in the log in the order they arrived', async () => {
    const streams = Array.from({ length: 5 }, newStream);
    const answers = await Promise.all(streams.map((stream) => store.append(stream, [event('A'), event('B')], 0)));
    const positions = answers.map((answer) => answer.position);
    for (let i = 1; i < positions.length; i++) expect(compareLogPositions(positions[i - 1], positions[i])).toBeLessThan(0);
  });
});

const url = process.env.DATABASE_URL;
(url ? describe : describe.skip)('a stream held by another transaction on PostgreSQL', () => {
  test('given an append waiting for another transaction that wrote its next position, when others append meanwhile, then they are stored without waiting for it', async () => {
    const [{ open }] = reachableDatabases().filter((database) => database.name === 'PostgreSQL');
    const db = await open();
    try {
      await ensureEventStoreSchema(db);
      const store = new SqlEventStore(db, { inFlight: 1, most: 64, stalledAfterMs: 20 });
      const held = newStream();
      await store.append(held, [event('Created')], 0);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const positionWritten = new Promise<void>((resolve) => (written = resolve));
      const holder = db
        .transaction(async (tx) => {
          await tx.query(
            `insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
             values ($1, 2, $2, 'Held', 1, '{}'::jsonb, '{}'::jsonb)`,
            [held, randomUUID()],
          );
          written();
          await released;
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await positionWritten;
      const waiting = store.append(held, [event('Waiting')], 1);
      const others = await Promise.all(Array.from({ length: 4 }, () => store.append(newStream(), [event('Free')], 0)));
      expect(others.map((answer) => answer.nextExpectedVersion)).toEqual([1, 1, 1, 1]);
      release();
      await holder;
      expect((await waiting).nextExpectedVersion).toBe(2);
    } finally {
      await db.close();
    }
  });
});
