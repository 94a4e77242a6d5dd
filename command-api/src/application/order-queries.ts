import type { OrderStatus, SuperOrderState } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';
import { encodeCursor, pageQuery, type PagingArgs } from './paging';

const parseDocument = (document: SuperOrderState | string): SuperOrderState =>
  typeof document === 'string' ? JSON.parse(document) : document;

/** The super order's read model, or null. */
export async function findSuperOrder(db: SqlClient, superOrderId: string): Promise<SuperOrderState | null> {
  const { rows } = await db.query<{ document: SuperOrderState | string }>('select document from super_orders where id = $1', [superOrderId]);
  return rows[0] ? parseDocument(rows[0].document) : null;
}

/** The super order an order id or a super order id belongs to. */
export async function findSuperOrderByAnyId(db: SqlClient, id: string): Promise<SuperOrderState | null> {
  const { rows } = await db.query<{ document: SuperOrderState | string }>(
    `select s.document from super_orders s
     where s.id = $1 or s.id = (select super_order_id from orders where id = $1)
     limit 1`,
    [id],
  );
  return rows[0] ? parseDocument(rows[0].document) : null;
}

/** Whose requests a list shows. */
export type OrderListScope =
  | { kind: 'customer'; userId: string; companyIds: readonly string[]; whitelabelIds?: readonly string[] | null }
  | { kind: 'producer'; manufacturerIds: readonly string[]; scope: 'ALL' | 'MARKETPLACE' | 'WHITELABEL' }
  | { kind: 'admin'; status?: OrderStatus | null; manufacturerId?: string | null };

export interface SuperOrderPage {
  edges: { cursor: string; node: SuperOrderState }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
  totalCount: number;
}

function scopeCondition(scope: OrderListScope, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  switch (scope.kind) {
    case 'customer': {
      const mine = `(s.placed_by_id = ${param(scope.userId)} or s.as_company_id = any(${param(scope.companyIds)}))`;
      return scope.whitelabelIds?.length ? `${mine} and s.from_whitelabel_id = any(${param(scope.whitelabelIds)})` : mine;
    }
    case 'producer': {
      const origin = scope.scope === 'MARKETPLACE' ? ' and o.from_whitelabel_id is null' : scope.scope === 'WHITELABEL' ? ' and o.from_whitelabel_id is not null' : '';
      return `exists (select 1 from orders o where o.super_order_id = s.id and o.manufacturer_id = any(${param(scope.manufacturerIds)})${origin})`;
    }
    case 'admin': {
      const conditions = ['true'];
      if (scope.status) conditions.push(`exists (select 1 from orders o where o.super_order_id = s.id and o.status = ${param(scope.status)})`);
      if (scope.manufacturerId) conditions.push(`exists (select 1 from orders o where o.super_order_id = s.id and o.manufacturer_id = ${param(scope.manufacturerId)})`);
      return conditions.join(' and ');
    }
  }
}

/** One page of super orders, newest first, with Relay-style cursors. */
export async function listSuperOrders(db: SqlClient, scope: OrderListScope, args: PagingArgs): Promise<SuperOrderPage> {
  const page = pageQuery(args);
  const params: unknown[] = [];
  const scoped = scopeCondition(scope, params);
  const { rows: count } = await db.query<{ total: string }>(`select count(*)::text as total from super_orders s where ${scoped}`, params);
  const keyParams = [...params];
  let keyCondition = 'true';
  if (page.cursor) {
    keyParams.push(page.cursor.createdOn, page.cursor.id);
    keyCondition = page.keyCondition(`$${keyParams.length - 1}`, `$${keyParams.length}`);
  }
  const order = page.direction === 'forward' ? 'desc' : 'asc';
  keyParams.push(page.size + 1);
  const { rows } = await db.query<{ document: SuperOrderState | string }>(
    `select s.document from super_orders s where ${scoped} and ${keyCondition}
     order by s.created_on ${order}, s.id ${order} limit $${keyParams.length}`,
    keyParams,
  );
  const more = rows.length > page.size;
  const documents = rows.slice(0, page.size).map((row) => parseDocument(row.document));
  if (page.direction === 'backward') documents.reverse();
  const edges = documents.map((node) => ({ cursor: encodeCursor({ createdOn: node.createdOn, id: node.id }), node }));
  return {
    edges,
    totalCount: Number(count[0].total),
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
      hasNextPage: page.direction === 'forward' ? more : page.cursor !== null,
      hasPreviousPage: page.direction === 'forward' ? page.cursor !== null : more,
    },
  };
}
