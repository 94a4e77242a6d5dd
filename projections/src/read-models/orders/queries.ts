import type { OrderStatus, SuperOrderState } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';

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

/** The status of each given order and when it last changed. */
export async function orderStatuses(db: SqlClient, orderIds: readonly string[]): Promise<{ id: string; status: string; updated_on: Date | string }[]> {
  const { rows } = await db.query<{ id: string; status: string; updated_on: Date | string }>('select id, status, updated_on from orders where id = any($1)', [orderIds]);
  return rows;
}

/** Whose requests a list shows. */
export type OrderListScope =
  | { kind: 'customer'; userId: string; companyIds: readonly string[]; whitelabelIds?: readonly string[] | null }
  | { kind: 'producer'; manufacturerIds: readonly string[]; scope: 'ALL' | 'MARKETPLACE' | 'WHITELABEL' }
  | { kind: 'admin'; status?: OrderStatus | null; manufacturerId?: string | null };

/** A row of a super order list. */
export type SuperOrderListRow = { id: string; created_on: string; document: SuperOrderState | string };

/** Where a super order list reads from: the table (aliased `s`), the condition with its parameters, and the columns. */
export interface SuperOrderListSource {
  readonly table: string;
  readonly where: string;
  readonly params: unknown[];
  readonly columns: string;
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

/** The super orders a list scope shows, for paging newest first. */
export function superOrderList(scope: OrderListScope): SuperOrderListSource {
  const params: unknown[] = [];
  const where = scopeCondition(scope, params);
  return { table: 'super_orders s', where, params, columns: 's.id, s.created_on, s.document' };
}
