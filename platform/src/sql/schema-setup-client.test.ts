import { isolatedPostgres, reachableDatabases } from '../testing/databases';
import { heldTransaction } from '../testing/held-transaction';
import type { Database } from './database';
import { PgDatabase } from './pg-database';
import { schemaSetupClient } from './schema-setup-client';
import type { SqlClient } from './sql-client';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

const setupStatements = [
  'create table if not exists things (id integer primary key, name text not null)',
  'alter table things add column if not exists note text',
  'create index if not exists things_name on things (name)',
  'create or replace function things_added() returns trigger language plpgsql as $$ begin return null; end $$',
  'create or replace trigger things_counted after insert on things for each statement execute function things_added()',
];

/** The statements a client sent, in order. */
function recording(db: SqlClient, sent: string[] = []): { client: SqlClient; sent: string[] } {
  const client: SqlClient = {
    query: (text, params, options) => {
      sent.push(text);
      return db.query(text, params, options);
    },
    transaction: (fn) => db.transaction((tx) => fn(recording(tx, sent).client)),
  };
  return { client, sent };
}

describe.each(reachableDatabases())('setting up tables on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  test('given the tables set up, when a process sets them up again, then it leaves the column, the index and the trigger it finds alone', async () => {
    for (const statement of setupStatements) await schemaSetupClient(db).query(statement);
    const { client, sent } = recording(db);
    const setup = schemaSetupClient(client);
    for (const statement of setupStatements) await setup.query(statement);
    expect(sent.filter((text) => /^\s*(alter|create index|create or replace trigger)/i.test(text))).toEqual([]);
    expect(sent).toContain(setupStatements[0]);
  });

  test('given a trigger set up, when the statement making it changes, then the trigger is made again, and left alone from then on', async () => {
    for (const statement of setupStatements) await schemaSetupClient(db).query(statement);
    const changed = 'create or replace trigger things_counted after insert or delete on things for each statement execute function things_added()';
    const { client, sent } = recording(db);
    await schemaSetupClient(client).query(changed);
    expect(sent).toContain(changed);
    const { rows } = await db.query<{ deletes: boolean }>("select (tgtype & 8) <> 0 as deletes from pg_trigger where tgname = 'things_counted'");
    expect(rows).toEqual([{ deletes: true }]);
    const again = recording(db);
    await schemaSetupClient(again.client).query(changed);
    expect(again.sent).not.toContain(changed);
  });

  test('given a statement the database refuses for another reason than a table in use, when it is set up, then the error reaches the caller at once', async () => {
    await expect(schemaSetupClient(db).query('alter table no_such_table add column if not exists note text')).rejects.toThrow(/no_such_table/);
  });
});

onPostgres('setting up tables on PostgreSQL while other transactions use them', () => {
  let schema: Awaited<ReturnType<typeof isolatedPostgres>>;
  let running: PgDatabase;
  let starting: PgDatabase;
  let reader: PgDatabase;
  beforeEach(async () => {
    schema = await isolatedPostgres(databaseUrl!);
    [running, starting, reader] = [new PgDatabase(schema.url, 2), new PgDatabase(schema.url, 2), new PgDatabase(schema.url, 2)];
    await running.query('create table things (id integer primary key, name text not null)');
    await running.query("insert into things values (1, 'one')");
  });
  afterEach(async () => {
    for (const db of [running, starting, reader]) await db.close();
    await schema.drop();
  });

  /** Holds `things` in a long transaction of the running product, as a read model being replaced does. */
  const longTransaction = () => heldTransaction(running, (tx) => tx.query("update things set name = 'being replaced' where id = 1"));

  test('given a long transaction writing a table, when a starting process must add a column to it, then readers of the table are answered meanwhile and the column is added once the transaction ended', async () => {
    const transaction = await longTransaction();
    let added = false;
    const setup = schemaSetupClient(starting, () => undefined)
      .query('alter table things add column if not exists note text')
      .then(() => (added = true));
    // Readers arriving while the start waits for its turn are answered before the long transaction ends: an
    // `alter table` queued behind it would hold every one of them up to its end.
    for (let read = 0; read < 5; read++) {
      const { rows } = await reader.query<{ count: number }>('select count(*)::int as count from things');
      expect(rows[0].count).toBe(1);
      await new Promise((wait) => setTimeout(wait, 150));
    }
    expect(added).toBe(false);
    await transaction.release();
    await setup;
    const { rows } = await reader.query<{ note: string | null }>('select note from things');
    expect(rows).toEqual([{ note: null }]);
  });

  test('given a long transaction writing a table, when a starting process finds every column, index and trigger there, then it finishes without waiting for the transaction', async () => {
    for (const statement of setupStatements) await schemaSetupClient(running).query(statement);
    const transaction = await longTransaction();
    try {
      for (const statement of setupStatements) await schemaSetupClient(starting).query(statement);
    } finally {
      await transaction.release();
    }
  });
});
