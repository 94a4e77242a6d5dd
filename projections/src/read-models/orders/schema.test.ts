import type { Database } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { ensureReadModelSchema } from '..';

describe.each(reachableDatabases())('the orders read model schema on $name', ({ name, open }) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  test('given documents stored as jsonb, when the schema is ensured, then they are kept as JSON text with the same content', async () => {
    await db.query(`create table super_orders (
      id text primary key, name text not null, placed_by_id text not null, as_company_id text, from_whitelabel_id text,
      created_on timestamptz not null, updated_on timestamptz not null, document jsonb not null)`);
    const document = { id: 's-1', name: 'Board', orders: [{ id: 'o-1', status: 'IN_PRODUCTION' }] };
    await db.query(`insert into super_orders values ('s-1', 'Board', 'u-1', null, null, now(), now(), $1)`, [JSON.stringify(document)]);

    await ensureReadModelSchema(db);
    await ensureReadModelSchema(db);

    const { rows: columns } = await db.query<{ data_type: string }>(
      `select data_type from information_schema.columns where table_schema = current_schema() and table_name = 'super_orders' and column_name = 'document'`,
    );
    expect(columns).toEqual([{ data_type: 'json' }]);
    const { rows } = await db.query<{ document: unknown }>('select document from super_orders');
    const stored = rows[0].document;
    expect(typeof stored === 'string' ? JSON.parse(stored) : stored).toEqual(document);
  });

  test('documents are packed with lz4 where the server has it (PostgreSQL as Debian builds it; not PGlite)', async () => {
    await ensureReadModelSchema(db);
    const { rows } = await db.query<{ compression: string }>(
      `select attcompression::text as compression from pg_attribute where attrelid = 'super_orders'::regclass and attname = 'document'`,
    );
    expect(rows).toEqual([{ compression: name === 'PostgreSQL' ? 'l' : '' }]);
  });
});
