import type { OrderStatus, SuperOrderState } from '@pcbm/domain';
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
  /** The kept counts that add up to the list's total, or null when the list must be counted row by row. */
  readonly counted: CountedScopes | null;
}

/** Which kept counts add up to a list's total; combinations no count covers are counted row by row. */
function countedScopes(scope: OrderListScope): CountedScopes | null {
  switch (scope.kind) {
    case 'customer':
      if (scope.whitelabelIds?.length) return null;
      return {
        add: [`placedBy:${scope.userId}`, ...scope.companyIds.map((companyId) => `company:${companyId}`)],
        subtract: scope.companyIds.map((companyId) => `placedByInCompany:${scope.userId}:${companyId}`),
      };
    case 'producer': {
      if (scope.manufacturerIds.length !== 1) return scope.manufacturerIds.length === 0 ? { add: [], subtract: [] } : null;
      const suffix = scope.scope === 'MARKETPLACE' ? ':marketplace' : scope.scope === 'WHITELABEL' ? ':whitelabel' : '';
      return { add: [`manufacturer:${scope.manufacturerIds[0]}${suffix}`], subtract: [] };
    }
    case 'admin':
      if (scope.status && scope.manufacturerId) return null;
      if (scope.status) return { add: [`status:${scope.status}`], subtract: [] };
      if (scope.manufacturerId) return { add: [`manufacturer:${scope.manufacturerId}`], subtract: [] };
      return { add: ['all'], subtract: [] };
  }
}

/** The total of a list from the kept counts. */
export async function countedTotal(db: SqlClient, { add, subtract }: CountedScopes): Promise<number> {
  if (add.length === 0) return 0;
  const { rows } = await db.query<{ total: string | null }>(
    `select (coalesce(sum(total) filter (where scope = any($1)), 0) - coalesce(sum(total) filter (where scope = any($2)), 0))::text as total
     from super_order_counts where scope = any($1) or scope = any($2)`,
    [add, subtract],
  );
  return Number(rows[0]?.total ?? 0);
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
  return { table: 'super_orders s', where, params, columns: 's.id, s.created_on, s.document', counted: countedScopes(scope) };
}
