import { ensureMailOutboxSchema, ensureProductEventStoreSchema, PgDatabase, schemaSetupClient, type SqlClient } from '@pcbm/platform';
import { heldTransaction, isolatedPostgres } from '@pcbm/platform/testing';
import { ensureNotificationSchema } from '../reactors/notification-schema';
import { ensureReadModelSchema } from './schema';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

async function setUp(db: SqlClient): Promise<void> {
  await ensureProductEventStoreSchema(db);
  await ensureReadModelSchema(db);
  await ensureNotificationSchema(db);
  await ensureMailOutboxSchema(db);
}

onPostgres('setting up the read models beside a running product', () => {
  let schema: Awaited<ReturnType<typeof isolatedPostgres>>;
  const databases: PgDatabase[] = [];
  beforeAll(async () => {
    schema = await isolatedPostgres(databaseUrl!);
  });
  afterAll(async () => {
    for (const db of databases) await db.close();
    await schema.drop();
  });
  const open = () => {
    const db = new PgDatabase(schema.url, 2);
    databases.push(db);
    return db;
  };

  test('given the tables set up, when a process sets them up again while a transaction writes every one of them, then it finishes without waiting for that transaction', async () => {
    const running = open();
    await setUp(schemaSetupClient(running));
    const { rows } = await running.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'");
    expect(rows.length).toBeGreaterThan(20);
    const writing = await heldTransaction(running, async (tx) => {
      for (const { name } of rows) await tx.query(`lock table ${name} in row exclusive mode`);
    });
    try {
      // Were any statement to wait for the transaction, this would not end before the transaction is released below.
      await setUp(schemaSetupClient(open(), () => undefined));
    } finally {
      await writing.release();
    }
  });
});
