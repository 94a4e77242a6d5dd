import { randomUUID } from 'node:crypto';
import { reachableDatabases } from '../testing/databases';
import type { Database } from './database';
import { PgDatabase } from './pg-database';
import { sendStatement, sentStatementsDone, withSentStatements } from './sent-statements';

describe.each(reachableDatabases())('statements sent without waiting, on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await db.query('create table sent_rows (id text primary key, n int not null check (n >= 0))');
  });
  afterAll(() => db.close());

  test('given writes sent in a transaction, when the transaction asks after them, then it sees them in the order they were sent', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const seen = await db.transaction(async (transaction) => {
      const tx = withSentStatements(transaction);
      await sendStatement(tx, 'insert into sent_rows (id, n) values ($1, 1)', [first]);
      await sendStatement(tx, 'update sent_rows set n = n + 1 where id = $1', [first]);
      await sendStatement(tx, 'insert into sent_rows (id, n) values ($1, 5)', [second]);
      const { rows } = await tx.query<{ id: string; n: number }>('select id, n from sent_rows where id = any($1) order by n', [[first, second]]);
      await sentStatementsDone(tx);
      return rows;
    });
    expect(seen).toEqual([
      { id: first, n: 2 },
      { id: second, n: 5 },
    ]);
  });

  test('given a sent write that fails, when the transaction waits for its writes, then the failure is thrown there and nothing is committed', async () => {
    const id = randomUUID();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(
        db.transaction(async (transaction) => {
          const tx = withSentStatements(transaction);
          await sendStatement(tx, 'insert into sent_rows (id, n) values ($1, 1)', [id]);
          await sendStatement(tx, 'update sent_rows set n = -1 where id = $1', [id]);
          await sentStatementsDone(tx);
        }),
      ).rejects.toThrow(/check constraint/);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
    expect((await db.query('select id from sent_rows where id = $1', [id])).rows).toEqual([]);
  });

  test('given a client that does not send without waiting, when a write is sent, then it is awaited at once', async () => {
    const id = randomUUID();
    await sendStatement(db, 'insert into sent_rows (id, n) values ($1, 3)', [id]);
    expect((await db.query('select n from sent_rows where id = $1', [id])).rows).toEqual([{ n: 3 }]);
    await expect(sendStatement(db, 'insert into sent_rows (id, n) values ($1, -3)', [randomUUID()])).rejects.toThrow(/check constraint/);
  });
});

const url = process.env.DATABASE_URL;
(url ? describe : describe.skip)('a sent statement the database holds up, on PostgreSQL', () => {
  test('given a sent statement waiting for a lock, when it is sent, then the sender goes on, and waiting for the writes ends once the lock is free', async () => {
    const db = new PgDatabase(url!, 2);
    const key = Math.floor(Math.random() * 2 ** 30);
    let locked!: () => void;
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [key]);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      await holding;
      let done = false;
      const written = db.transaction(async (transaction) => {
        const tx = withSentStatements(transaction);
        // Returns although the statement is held up until the holder commits: a sender that waited would hang here.
        await sendStatement(tx, 'select pg_advisory_xact_lock($1)', [key]);
        await Promise.resolve();
        expect(done).toBe(false);
        release();
        await sentStatementsDone(tx);
        done = true;
      });
      await written;
      expect(done).toBe(true);
    } finally {
      release?.();
      await holder;
      await db.close();
    }
  });
});
