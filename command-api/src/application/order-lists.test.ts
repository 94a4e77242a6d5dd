import type { Database } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { ensureReadModelSchema } from '@pcbm/projections';
import { superOrderList, type OrderListScope } from '@pcbm/projections/queries';
import { listSuperOrders } from './order-queries';

const SCOPES: OrderListScope[] = [
  { kind: 'customer', userId: 'u-1', companyIds: ['c-1'] },
  { kind: 'customer', userId: 'u-1', companyIds: [] },
  { kind: 'customer', userId: 'u-2', companyIds: ['c-1', 'c-2'] },
  { kind: 'customer', userId: 'u-2', companyIds: ['c-2'], whitelabelIds: ['w-1'] },
  { kind: 'customer', userId: 'u-1', companyIds: ['c-1', 'c-2'], whitelabelIds: ['w-1'] },
  { kind: 'customer', userId: 'u-1', companyIds: [], whitelabelIds: ['w-1', 'w-2'] },
  { kind: 'producer', manufacturerIds: ['m-1'], scope: 'ALL' },
  { kind: 'producer', manufacturerIds: ['m-1'], scope: 'MARKETPLACE' },
  { kind: 'producer', manufacturerIds: ['m-1'], scope: 'WHITELABEL' },
  { kind: 'producer', manufacturerIds: ['m-1', 'm-2'], scope: 'ALL' },
  { kind: 'producer', manufacturerIds: [], scope: 'ALL' },
  { kind: 'admin' },
  { kind: 'admin', status: 'IN_PRODUCTION' },
  { kind: 'admin', manufacturerId: 'm-2' },
  { kind: 'admin', status: 'WAITING_FOR_QUOTE', manufacturerId: 'm-1' },
  { kind: 'admin', status: 'WAITING_FOR_QUOTE', manufacturerId: 'm-2' },
  { kind: 'admin', status: 'IN_PRODUCTION', manufacturerId: 'm-1' },
];

const PAGE = 4;

describe.each(reachableDatabases())('request lists paged from their indexes on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureReadModelSchema(db);
    // 40 requests; every third shares its creation time with the one before, so the id decides between them.
    for (let n = 0; n < 40; n++) {
      const id = `s-${String(n).padStart(2, '0')}`;
      const createdOn = new Date(Date.UTC(2026, 10, 1, 8, n - (n % 3 === 2 ? 1 : 0)));
      const whitelabel = n % 5 === 0 ? 'w-1' : n % 9 === 4 ? 'w-2' : null;
      await db.query(
        `insert into super_orders (id, name, placed_by_id, as_company_id, from_whitelabel_id, created_on, updated_on, document)
         values ($1, 'Board', $2, $3, $4, $5, $5, $6)`,
        [id, n % 2 === 0 ? 'u-1' : 'u-2', n % 4 === 0 ? null : n % 4 === 1 ? 'c-1' : 'c-2', whitelabel, createdOn, JSON.stringify({ id })],
      );
      const orders: [string, string][] = [['m-1', n % 3 === 0 ? 'IN_PRODUCTION' : 'WAITING_FOR_QUOTE']];
      if (n % 2 === 1) orders.push(['m-2', 'WAITING_FOR_QUOTE']);
      // A producer asked again after an earlier order of the same request: the request is listed once.
      if (n % 7 === 0) orders.push(['m-1', 'CANCELED']);
      for (const [index, [manufacturer, status]] of orders.entries()) {
        await db.query(
          `insert into orders (id, super_order_id, manufacturer_id, status, from_whitelabel_id, created_on, updated_on, super_order_created_on)
           values ($1, $2, $3, $4, $5, $6, $6, $7)`,
          [`${id}-o${index}`, id, manufacturer, status, whitelabel, new Date(createdOn.getTime() + index * 60_000), createdOn],
        );
      }
    }
  });
  afterAll(() => db.close());

  /** The list as its condition alone selects it, newest first. */
  async function expected(scope: OrderListScope): Promise<string[]> {
    const { table, where, params } = superOrderList(scope);
    const { rows } = await db.query<{ id: string }>(`select s.id from ${table} where ${where} order by s.created_on desc, s.id desc`, params);
    return rows.map((row) => row.id);
  }

  test.each(SCOPES.map((scope) => [JSON.stringify(scope), scope] as const))(
    'given requests of several people, companies, shops, producers and states, when %s pages forward and backward, then it meets every request of its list once, in order, and its total',
    async (_, scope) => {
      const all = await expected(scope);
      const forward: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await listSuperOrders(db, scope, { first: PAGE, after });
        expect(page.totalCount).toBe(all.length);
        forward.push(...page.edges.map((edge) => edge.node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(forward).toEqual(all);

      const backward: string[] = [];
      let before: string | null = null;
      for (;;) {
        const page = await listSuperOrders(db, scope, { last: PAGE, before });
        backward.unshift(...page.edges.map((edge) => edge.node.id));
        if (!page.pageInfo.hasPreviousPage) break;
        before = page.pageInfo.startCursor;
      }
      expect(backward).toEqual(all);
    },
  );

  test("given requests whose orders differ by producer and status, when the admin filters by a producer and a status, then the list holds the requests with that producer's order in that status", async () => {
    // m-1's first order waits for a quote unless n is a multiple of 3; m-2's order (odd n) always waits.
    const ids = Array.from({ length: 40 }, (_, n) => n).map((n) => ({ n, id: `s-${String(n).padStart(2, '0')}` }));
    const waitingAtM1 = ids.filter(({ n }) => n % 3 !== 0).map(({ id }) => id);
    const page = await listSuperOrders(db, { kind: 'admin', status: 'WAITING_FOR_QUOTE', manufacturerId: 'm-1' }, { first: 100 });
    expect(new Set(page.edges.map((edge) => edge.node.id))).toEqual(new Set(waitingAtM1));
    expect(page.totalCount).toBe(waitingAtM1.length);

    const inProductionAtM2 = await listSuperOrders(db, { kind: 'admin', status: 'IN_PRODUCTION', manufacturerId: 'm-2' }, { first: 100 });
    expect(inProductionAtM2.edges).toEqual([]);
    expect(inProductionAtM2.totalCount).toBe(0);
  });
});
