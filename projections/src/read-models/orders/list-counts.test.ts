import type { Database } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { ensureReadModelSchema } from '../schema';
import { countedTotalOf, superOrderList, type OrderListScope } from './queries';

const SCOPES: OrderListScope[] = [
  { kind: 'customer', userId: 'u-1', companyIds: ['c-1'] },
  { kind: 'customer', userId: 'u-1', companyIds: [] },
  { kind: 'customer', userId: 'u-2', companyIds: ['c-1', 'c-2'] },
  { kind: 'customer', userId: 'u-1', companyIds: ['c-1'], whitelabelIds: ['shop-1'] },
  { kind: 'customer', userId: 'u-1', companyIds: [], whitelabelIds: ['shop-1', 'shop-2'] },
  { kind: 'customer', userId: 'u-2', companyIds: ['c-1', 'c-2'], whitelabelIds: ['shop-2'] },
  { kind: 'producer', manufacturerIds: ['m-1'], scope: 'ALL' },
  { kind: 'producer', manufacturerIds: ['m-1'], scope: 'MARKETPLACE' },
  { kind: 'producer', manufacturerIds: ['m-1'], scope: 'WHITELABEL' },
  { kind: 'producer', manufacturerIds: ['m-2'], scope: 'ALL' },
  { kind: 'producer', manufacturerIds: [], scope: 'ALL' },
  { kind: 'admin' },
  { kind: 'admin', status: 'WAITING_FOR_QUOTE' },
  { kind: 'admin', status: 'IN_PRODUCTION' },
  { kind: 'admin', status: 'DONE' },
  { kind: 'admin', manufacturerId: 'm-2' },
  { kind: 'admin', status: 'IN_PRODUCTION', manufacturerId: 'm-1' },
  { kind: 'admin', status: 'WAITING_FOR_QUOTE', manufacturerId: 'm-2' },
  { kind: 'admin', status: 'DONE', manufacturerId: 'm-2' },
];

describe.each(reachableDatabases())('the kept list counts on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureReadModelSchema(db);
  });
  afterAll(() => db.close());

  const superOrder = (id: string, placedBy: string, company: string | null, shop: string | null = null) =>
    db.query(`insert into super_orders (id, name, placed_by_id, as_company_id, from_whitelabel_id, created_on, updated_on, document) values ($1, 'Board', $2, $3, $4, now(), now(), '{}')`, [
      id,
      placedBy,
      company,
      shop,
    ]);
  const order = (id: string, superOrderId: string, manufacturerId: string, status: string, whitelabel: string | null = null) =>
    db.query(`insert into orders (id, super_order_id, manufacturer_id, status, from_whitelabel_id, created_on, updated_on) values ($1, $2, $3, $4, $5, now(), now())`, [id, superOrderId, manufacturerId, status, whitelabel]);

  /** Each list's kept total next to its rows counted one by one. */
  async function totals(): Promise<{ kept: number; counted: number }[]> {
    return Promise.all(
      SCOPES.map(async (scope) => {
        const { table, where, params, counted } = superOrderList(scope);
        const { rows } = await db.query<{ total: string }>(`select count(*)::text as total from ${table} where ${where}`, params);
        const keptParams: unknown[] = [];
        const kept = await db.query<{ total: string }>(`select ${countedTotalOf(counted!, keptParams)}::text as total`, keptParams);
        return { kept: Number(kept.rows[0].total), counted: Number(rows[0].total) };
      }),
    );
  }
  const agree = async () => {
    const all = await totals();
    expect(all.map(({ kept }) => kept)).toEqual(all.map(({ counted }) => counted));
    return all;
  };

  test('given requests and orders written, changed and removed, then every list\'s kept total equals its rows counted one by one', async () => {
    await superOrder('s-1', 'u-1', 'c-1');
    await order('o-1a', 's-1', 'm-1', 'WAITING_FOR_QUOTE');
    await order('o-1b', 's-1', 'm-2', 'WAITING_FOR_QUOTE');
    await superOrder('s-2', 'u-1', null, 'shop-1');
    await order('o-2a', 's-2', 'm-1', 'IN_PRODUCTION', 'shop-1');
    await superOrder('s-3', 'u-2', 'c-1', 'shop-2');
    await superOrder('s-9', 'u-1', 'c-1', 'shop-1');
    await order('o-3a', 's-3', 'm-1', 'WAITING_FOR_QUOTE');
    const first = await agree();
    expect(first.some(({ counted }) => counted > 1)).toBe(true);

    await db.query(`update orders set status = 'IN_PRODUCTION' where id = 'o-1a'`);
    await db.query(`update orders set status = 'DONE', updated_on = now() where id = 'o-1b'`);
    await db.query(`update orders set updated_on = now() where id = 'o-3a'`);
    await db.query(`update super_orders set as_company_id = 'c-2', from_whitelabel_id = 'shop-2' where id = 's-9'`);
    await agree();
    await db.query(`delete from orders where id = 'o-3a'`);
    await db.query(`delete from super_orders where id = 's-3'`);
    await agree();
  });

  test('given several requests and their orders inserted with one statement each, then every list\'s kept total equals its rows counted one by one', async () => {
    await db.query(
      `insert into super_orders (id, name, placed_by_id, as_company_id, from_whitelabel_id, created_on, updated_on, document)
       values ('s-5', 'Board', 'u-1', 'c-1', 'shop-1', now(), now(), '{}'), ('s-6', 'Board', 'u-2', null, 'shop-2', now(), now(), '{}'),
              ('s-7', 'Board', 'u-1', null, null, now(), now(), '{}'), ('s-10', 'Board', 'u-2', 'c-2', 'shop-2', now(), now(), '{}')`,
    );
    // Two orders of one request to one producer in one status, and an order added beside one already there.
    await order('o-7a', 's-7', 'm-1', 'IN_PRODUCTION');
    await db.query(
      `insert into orders (id, super_order_id, manufacturer_id, status, from_whitelabel_id, created_on, updated_on)
       values ('o-5a', 's-5', 'm-1', 'WAITING_FOR_QUOTE', null, now(), now()), ('o-5b', 's-5', 'm-1', 'WAITING_FOR_QUOTE', 'shop-1', now(), now()),
              ('o-6a', 's-6', 'm-2', 'DONE', null, now(), now()), ('o-7b', 's-7', 'm-1', 'IN_PRODUCTION', null, now(), now()),
              ('o-7c', 's-7', 'm-2', 'IN_PRODUCTION', 'shop-1', now(), now())`,
    );
    await agree();
    await db.query(`delete from orders where id in ('o-5a', 'o-7a')`);
    await agree();
  });

  test('given requests projected before the counts were kept, when the schema is ensured, then they are counted once', async () => {
    await superOrder('s-4', 'u-2', 'c-2', 'shop-2');
    await order('o-4a', 's-4', 'm-1', 'DONE', 'shop-1');
    await order('o-4b', 's-4', 'm-2', 'DONE');
    const before = await agree();
    expect(before.some(({ counted }) => counted > 0)).toBe(true);
    await db.query('delete from super_order_counts');
    await ensureReadModelSchema(db);
    expect(await agree()).toEqual(before);
    await ensureReadModelSchema(db);
    expect(await agree()).toEqual(before);
  });

  test.each([
    ["a producer's orders by status", 'manufacturer:%:status:%'],
    ["a white-label shop's requests", '%:shop:%'],
  ])('given counts kept before %s were counted, when the schema is ensured, then those are counted once', async (_, later) => {
    await superOrder(`s-8-${later}`, 'u-1', 'c-1', 'shop-1');
    await order(`o-8a-${later}`, `s-8-${later}`, 'm-1', 'IN_PRODUCTION');
    await order(`o-8b-${later}`, `s-8-${later}`, 'm-2', 'DONE');
    const before = await agree();
    const { rows } = await db.query('delete from super_order_counts where scope like $1 returning scope', [later]);
    expect(rows.length).toBeGreaterThan(0);
    await ensureReadModelSchema(db);
    expect(await agree()).toEqual(before);
    await ensureReadModelSchema(db);
    expect(await agree()).toEqual(before);
  });
});
