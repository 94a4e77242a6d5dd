import type { SqlClient } from '@pcbm/platform';
import { encodeCursor, pageQuery, type PagingArgs } from './paging';

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
  totalCount: number;
}

/**
 * One page of rows of `source` (a table aliased `s` with `created_on` and `id`), newest first,
 * with Relay-style cursors; `where` may use the given parameters.
 */
export async function keysetPage<Row extends { id: string; created_on: Date | string }>(
  db: SqlClient,
  source: string,
  where: string,
  params: readonly unknown[],
  args: PagingArgs,
  columns = 's.*',
): Promise<Page<Row>> {
  const page = pageQuery(args);
  const { rows: count } = await db.query<{ total: string }>(`select count(*)::text as total from ${source} where ${where}`, [...params]);
  const keyParams = [...params];
  let keyCondition = 'true';
  if (page.cursor) {
    keyParams.push(page.cursor.createdOn, page.cursor.id);
    keyCondition = page.keyCondition(`$${keyParams.length - 1}`, `$${keyParams.length}`);
  }
  const order = page.direction === 'forward' ? 'desc' : 'asc';
  keyParams.push(page.size + 1);
  const { rows } = await db.query<Row>(
    `select ${columns} from ${source} where ${where} and ${keyCondition}
     order by s.created_on ${order}, s.id ${order} limit $${keyParams.length}`,
    keyParams,
  );
  const more = rows.length > page.size;
  const nodes = rows.slice(0, page.size);
  if (page.direction === 'backward') nodes.reverse();
  const edges = nodes.map((node) => ({ cursor: encodeCursor({ createdOn: new Date(node.created_on).toISOString(), id: node.id }), node }));
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
