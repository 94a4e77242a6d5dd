import type { SuperOrderState } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';
import { countedTotalOf, superOrderDocument, superOrderList, type OrderListScope, type SuperOrderListRow } from '@pcbm/projections/queries';
import { keysetPage, type Page, type PagingArgs } from './paging';

export type SuperOrderPage = Page<SuperOrderState>;

/** One page of super orders, newest first, with Relay-style cursors. */
export async function listSuperOrders(db: SqlClient, scope: OrderListScope, args: PagingArgs): Promise<SuperOrderPage> {
  const { table, where, candidates, params, columns, counted } = superOrderList(scope);
  const condition = candidates ? { where, candidates } : where;
  const page = await keysetPage<SuperOrderListRow>(db, table, condition, params, args, columns, counted ? (bound) => countedTotalOf(counted, bound) : undefined);
  return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: superOrderDocument(edge.node.document) })) };
}
