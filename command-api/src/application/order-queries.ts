import type { OrderStatus, SuperOrderState } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';
import { keysetPage, type Page, type PagingArgs } from './paging';

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

export type SuperOrderPage = Page<SuperOrderState>;

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
  const params: unknown[] = [];
  const where = scopeCondition(scope, params);
  const page = await keysetPage<{ id: string; created_on: string; document: SuperOrderState | string }>(db, 'super_orders s', where, params, args, 's.id, s.created_on, s.document');
  return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: parseDocument(edge.node.document) })) };
}
