import { PgliteDatabase, WaitForOwnTransactionError } from './pglite-database';

describe('the embedded database', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await db.query('create table noted (n int primary key)');
  });
  afterAll(() => db.close());

  test('given an open transaction, when its own work asks the database instead of the transaction, then that is refused with an error and the transaction can still commit', async () => {
    let refused: unknown = null;
    await db.transaction(async (tx) => {
      await tx.query('insert into noted values (1)');
      refused = await db.query('select 1').catch((error: unknown) => error);
      const nested = await db.transaction(async () => undefined).catch((error: unknown) => error);
      expect(nested).toBeInstanceOf(WaitForOwnTransactionError);
    });
    expect(refused).toBeInstanceOf(WaitForOwnTransactionError);
    expect((await db.query<{ n: number }>('select n from noted')).rows).toEqual([{ n: 1 }]);
  });

  test('given work a transaction started that runs on after it committed, when it asks the database, then it is answered', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('select 1');
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.query<{ n: number }>('select count(*)::int as n from noted'));
    });
    await expect(later).resolves.toEqual({ rows: [{ n: 1 }] });
  });

  test('given work a transaction started that uses the transaction after it committed, when it writes, then that is refused and nothing is written', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      late = new Promise((resolve) => setTimeout(resolve, 20)).then(() => tx.query('insert into noted values ($1)', [99]));
    });
    await expect(late).rejects.toThrow('Transaction is closed');
    expect((await db.query<{ n: number }>('select count(*)::int as n from noted where n = $1', [99])).rows).toEqual([{ n: 0 }]);
  });

  test('given transactions from work that does not belong to any, when they run side by side, then each waits its turn', async () => {
    const counts = await Promise.all([1, 2, 3].map((n) => db.transaction(async (tx) => (await tx.query(`insert into noted values (${n + 10})`)).rows.length)));
    expect(counts).toEqual([0, 0, 0]);
    expect((await db.query<{ n: number }>('select count(*)::int as n from noted')).rows).toEqual([{ n: 4 }]);
  });
});
