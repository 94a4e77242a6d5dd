import { FINISHED_ORDER_STATUSES, type OrderStatus, type SuperOrderState } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';
import type { CountedScopes } from './list-counts';

/** A super order's document as the table stores it. */
export const superOrderDocument = (document: SuperOrderState | string): SuperOrderState =>
  typeof document === 'string' ? JSON.parse(document) : document;

/** The super order's read model, or null. */
export async function findSuperOrder(db: SqlClient, superOrderId: string): Promise<SuperOrderState | null> {
  const { rows } = await db.query<{ document: SuperOrderState | string }>('select document from super_orders where id = $1', [superOrderId]);
  return rows[0] ? superOrderDocument(rows[0].document) : null;
}

/** The super order an order id or a super order id belongs to. */
export async function findSuperOrderByAnyId(db: SqlClient, id: string): Promise<SuperOrderState | null> {
  const { rows } = await db.query<{ document: SuperOrderState | string }>(
    `select s.document from super_orders s
     where s.id = $1 or s.id = (select super_order_id from orders where id = $1)
     limit 1`,
    [id],
  );
  return rows[0] ? superOrderDocument(rows[0].document) : null;
}

/** Who an order is between: the request's customer (and the company it was placed for) and the order's producer. */
export interface OrderParties {
  readonly placedById: string;
  readonly asCompanyId: string | null;
  readonly manufacturerId: string;
}

/** Who an order is between; null when there is no such order. */
export async function orderParties(db: SqlClient, orderId: string): Promise<OrderParties | null> {
  const { rows } = await db.query<{ placed_by_id: string; as_company_id: string | null; manufacturer_id: string }>(
    'select s.placed_by_id, s.as_company_id, o.manufacturer_id from orders o join super_orders s on s.id = o.super_order_id where o.id = $1',
    [orderId],
  );
  return rows[0] ? { placedById: rows[0].placed_by_id, asCompanyId: rows[0].as_company_id, manufacturerId: rows[0].manufacturer_id } : null;
}

/** Who each of the given orders is between, by order id; orders not found are left out. */
export async function ordersParties(db: SqlClient, orderIds: readonly string[]): Promise<Map<string, OrderParties>> {
  const { rows } = await db.query<{ id: string; placed_by_id: string; as_company_id: string | null; manufacturer_id: string }>(
    'select o.id, s.placed_by_id, s.as_company_id, o.manufacturer_id from orders o join super_orders s on s.id = o.super_order_id where o.id = any($1)',
    [orderIds],
  );
  return new Map(rows.map((row) => [row.id, { placedById: row.placed_by_id, asCompanyId: row.as_company_id, manufacturerId: row.manufacturer_id }]));
}

/** The status of each given order and when it last changed. */
export async function orderStatuses(db: SqlClient, orderIds: readonly string[]): Promise<{ id: string; status: string; updated_on: Date | string }[]> {
  const { rows } = await db.query<{ id: string; status: string; updated_on: Date | string }>('select id, status, updated_on from orders where id = any($1)', [orderIds]);
  return rows;
}

/** How many requests placed as a company have an order still running (in a status other than the finished ones). */
export async function runningRequestsOfCompany(db: SqlClient, companyId: string): Promise<number> {
  const { rows } = await db.query<{ running: number }>(
    `select count(*)::int as running from super_orders s
     where s.as_company_id = $1 and exists (select 1 from orders o where o.super_order_id = s.id and o.status <> all($2::text[]))`,
    [companyId, FINISHED_ORDER_STATUSES],
  );
  return rows[0].running;
}

/** Whose requests a list shows. */
export type OrderListScope =
  | { kind: 'customer'; userId: string; companyIds: readonly string[]; whitelabelIds?: readonly string[] | null }
  | { kind: 'producer'; manufacturerIds: readonly string[]; scope: 'ALL' | 'MARKETPLACE' | 'WHITELABEL' }
  | { kind: 'admin'; status?: OrderStatus | null; manufacturerId?: string | null };

/** A row of a super order list. */
export type SuperOrderListRow = { id: string; created_on: string; document: SuperOrderState | string };

/**
 * The part of a page's query that follows the page: the key condition on a pair of (creation time, id) columns,
 * the direction of the order and the page's row limit, as SQL with the page's parameters.
 */
export interface PageClause {
  after(createdOn: string, id: string): string;
  readonly order: 'asc' | 'desc';
  readonly limit: string;
}

/**
 * Where a super order list reads from: the table (aliased `s`), the condition with its parameters, and the columns.
 * A list an index holds in page order also names the page's candidates from that index: exactly the rows of the
 * condition, from which a page reads a page's worth however many requests the list holds.
 */
export interface SuperOrderListSource {
  readonly table: string;
  readonly where: string;
  readonly candidates?: (page: PageClause) => string;
  readonly params: unknown[];
  readonly columns: string;
  /** The kept counts that add up to the list's total, or null when the list must be counted row by row. */
  readonly counted: CountedScopes | null;
}

/** Which kept counts add up to a list's total; combinations no count covers are counted row by row. */
function countedScopes(scope: OrderListScope): CountedScopes | null {
  switch (scope.kind) {
    case 'customer': {
      const shops = scope.whitelabelIds?.length ? scope.whitelabelIds.map((shopId) => `:shop:${shopId}`) : [''];
      return {
        add: shops.flatMap((shop) => [`placedBy:${scope.userId}${shop}`, ...scope.companyIds.map((companyId) => `company:${companyId}${shop}`)]),
        subtract: shops.flatMap((shop) => scope.companyIds.map((companyId) => `placedByInCompany:${scope.userId}:${companyId}${shop}`)),
      };
    }
    case 'producer': {
      if (scope.manufacturerIds.length !== 1) return scope.manufacturerIds.length === 0 ? { add: [], subtract: [] } : null;
      const suffix = scope.scope === 'MARKETPLACE' ? ':marketplace' : scope.scope === 'WHITELABEL' ? ':whitelabel' : '';
      return { add: [`manufacturer:${scope.manufacturerIds[0]}${suffix}`], subtract: [] };
    }
    case 'admin':
      if (scope.status && scope.manufacturerId) return { add: [`manufacturer:${scope.manufacturerId}:status:${scope.status}`], subtract: [] };
      if (scope.status) return { add: [`status:${scope.status}`], subtract: [] };
      if (scope.manufacturerId) return { add: [`manufacturer:${scope.manufacturerId}`], subtract: [] };
      return { add: ['all'], subtract: [] };
  }
}

/** The total of a list from the kept counts, as an SQL expression that binds the scopes as the next parameters. */
export function countedTotalOf({ add, subtract }: CountedScopes, params: unknown[]): string {
  if (add.length === 0) return '0';
  const added = parameter(params, add);
  const subtracted = parameter(params, subtract);
  return `(select coalesce(sum(total) filter (where scope = any(${added})), 0) - coalesce(sum(total) filter (where scope = any(${subtracted})), 0)
     from super_order_counts where scope = any(${added}) or scope = any(${subtracted}))`;
}

/** Binds `value` as the next parameter. */
const parameter = (params: unknown[], value: unknown) => {
  params.push(value);
  return `$${params.length}`;
};

/** The ids `select` picks for each of the `keys` (a text array, bound to `k.value`), one ordered index scan per key. */
const forEachKey = (keys: string, select: string) => `select c.id from unnest(${keys}::text[]) as k (value) cross join lateral (${select}) c`;

/**
 * The first page's worth of super order ids of each key, from the index on `column`, newest (or oldest) first; with
 * `shops` (a text array), of each key and shop, from the index on `column` and the shop.
 */
function perKeyCandidates(keys: string, column: string, page: PageClause, shops?: string): string {
  const select = `select listed.id from super_orders listed where listed.${column} = k.value${shops ? ' and listed.from_whitelabel_id = w.value' : ''}
     and ${page.after('listed.created_on', 'listed.id')} order by listed.created_on ${page.order}, listed.id ${page.order} limit ${page.limit}`;
  return shops ? `select c.id from unnest(${shops}::text[]) as w (value) cross join lateral (${forEachKey(keys, select)}) c` : forEachKey(keys, select);
}

/**
 * The first page's worth of super orders with an order matching `condition` (on `o`, for each key when `keys` is
 * given), from the orders' index by the super order's creation: one row per super order, however many of its orders
 * match.
 */
const candidatesByOrders = (condition: string, page: PageClause, keys?: { values: string; column: string }) => {
  const matching = keys ? `o.${keys.column} = k.value and ${condition}` : condition;
  const select = `select o.super_order_id as id from orders o
     where ${matching} and ${page.after('o.super_order_created_on', 'o.super_order_id')}
     group by o.super_order_created_on, o.super_order_id
     order by o.super_order_created_on ${page.order}, o.super_order_id ${page.order} limit ${page.limit}`;
  return keys ? forEachKey(keys.values, select) : select;
};

/** The two origins of an order, as the conditions of the producers' indexes of each. */
const MARKETPLACE = 'o.from_whitelabel_id is null';
const WHITELABEL = 'o.from_whitelabel_id is not null';

function scopeCondition(scope: OrderListScope, params: unknown[]): Pick<SuperOrderListSource, 'where' | 'candidates'> {
  const param = (value: unknown) => parameter(params, value);
  switch (scope.kind) {
    case 'customer': {
      const user = param(scope.userId);
      const companies = param(scope.companyIds);
      const mine = `(s.placed_by_id = ${user} or s.as_company_id = any(${companies}))`;
      const shops = scope.whitelabelIds?.length ? param(scope.whitelabelIds) : undefined;
      return {
        where: shops ? `${mine} and s.from_whitelabel_id = any(${shops})` : mine,
        candidates: (page) =>
          `${perKeyCandidates(`array[${user}::text]`, 'placed_by_id', page, shops)} union all ${perKeyCandidates(companies, 'as_company_id', page, shops)}`,
      };
    }
    case 'producer': {
      const origin = scope.scope === 'MARKETPLACE' ? MARKETPLACE : scope.scope === 'WHITELABEL' ? WHITELABEL : 'true';
      const manufacturers = param(scope.manufacturerIds);
      const origins = scope.scope === 'MARKETPLACE' ? [MARKETPLACE] : scope.scope === 'WHITELABEL' ? [WHITELABEL] : [MARKETPLACE, WHITELABEL];
      return {
        where: `exists (select 1 from orders o where o.super_order_id = s.id and o.manufacturer_id = any(${manufacturers}) and ${origin})`,
        candidates: (page) => origins.map((one) => candidatesByOrders(one, page, { values: manufacturers, column: 'manufacturer_id' })).join(' union all '),
      };
    }
    case 'admin': {
      // Both filters together ask for the producer's orders in that status: one order matches both.
      const matching = [
        ...(scope.status ? [`o.status = ${param(scope.status)}`] : []),
        ...(scope.manufacturerId ? [`o.manufacturer_id = ${param(scope.manufacturerId)}`] : []),
      ].join(' and ');
      if (!matching) return { where: 'true' };
      // A producer's orders in every status are held by the indexes of each origin, merged.
      const byOrigin = scope.manufacturerId && !scope.status;
      return {
        where: `exists (select 1 from orders o where o.super_order_id = s.id and ${matching})`,
        candidates: (page) =>
          byOrigin ? [MARKETPLACE, WHITELABEL].map((origin) => `(${candidatesByOrders(`${matching} and ${origin}`, page)})`).join(' union all ') : candidatesByOrders(matching, page),
      };
    }
  }
}

/** The super orders a list scope shows, for paging newest first. */
export function superOrderList(scope: OrderListScope): SuperOrderListSource {
  const params: unknown[] = [];
  const condition = scopeCondition(scope, params);
  return { table: 'super_orders s', ...condition, params, columns: 's.id, s.created_on, s.document', counted: countedScopes(scope) };
}
