import { DomainError, ErrorCode } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';
import type { PageClause } from '@pcbm/projections/queries';

/**
 * Relay-style cursor paging for every connection of the API: `first`/`after` go forward,
 * `last`/`before` go backward (`last` alone gives the end of the list); the two directions
 * cannot be mixed. Page sizes are whole numbers of 0 or more, capped by the connection's limit.
 */
export interface PagingArgs {
  first?: number | null;
  last?: number | null;
  before?: string | null;
  after?: string | null;
}

/** How many entries a page holds when none is asked for, and at most. */
export interface PageLimits {
  readonly defaultSize: number;
  readonly maxSize: number;
}

/** Lists of requests, shops, users, companies, manufacturers and mails. */
export const LIST_PAGE: PageLimits = { defaultSize: 20, maxSize: 100 };
/** Messages of a chat. */
export const MESSAGE_PAGE: PageLimits = { defaultSize: 50, maxSize: 200 };

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
  totalCount: number;
}

/** The checked paging arguments with the decoded cursor key of the direction asked for. */
export interface PageRequest<Key> {
  readonly direction: 'forward' | 'backward';
  readonly size: number;
  readonly cursor: Key | null;
}

/** Reads the values of a decoded cursor as a key, or null when they are not one. */
export type CursorKeyReader<Key> = (values: readonly unknown[]) => Key | null;

/** A cursor: the key of an entry, opaque to clients. */
export const encodeCursor = (values: readonly (string | number)[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

function decodeCursor<Key>(cursor: string, read: CursorKeyReader<Key>): Key {
  let key: Key | null = null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values)) key = read(values);
  } catch {
    key = null;
  }
  if (key === null) throw new DomainError(ErrorCode.INVALID_CURSOR, 'The cursor is not valid.');
  return key;
}

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Checks the paging arguments against the connection's limits and decodes the cursor. */
export function pageRequest<Key>(args: PagingArgs, limits: PageLimits, readKey: CursorKeyReader<Key>): PageRequest<Key> {
  const backward = given(args.last) || given(args.before);
  if (backward && (given(args.first) || given(args.after))) {
    throw new DomainError(ErrorCode.INVALID_ARGUMENT, 'Page forward (first, after) or backward (last, before), not both.');
  }
  const requested = backward ? args.last : args.first;
  if (given(requested) && (requested < 0 || !Number.isInteger(requested))) {
    throw new DomainError(ErrorCode.INVALID_ARGUMENT, 'Page sizes must be whole numbers of 0 or more.');
  }
  const raw = backward ? args.before : args.after;
  return {
    direction: backward ? 'backward' : 'forward',
    size: Math.min(requested ?? limits.defaultSize, limits.maxSize),
    cursor: given(raw) ? decodeCursor(raw, readKey) : null,
  };
}

/**
 * The page of `rows`, fetched in the direction of travel with one more than the page size to
 * tell whether more follow; edges are in list order.
 */
export function pageOf<Row, Key>(rows: readonly Row[], request: PageRequest<Key>, cursorOf: (row: Row) => string, totalCount: number): Page<Row> {
  const more = rows.length > request.size;
  const nodes = rows.slice(0, request.size);
  if (request.direction === 'backward') nodes.reverse();
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  const forward = request.direction === 'forward';
  return {
    edges,
    totalCount,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
      hasNextPage: forward ? more : request.cursor !== null,
      hasPreviousPage: forward ? request.cursor !== null : more,
    },
  };
}

interface CreationKey {
  createdOn: string;
  id: string;
}

const readCreationKey: CursorKeyReader<CreationKey> = ([createdOn, id]) =>
  typeof createdOn === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(createdOn)) ? { createdOn, id } : null;

/**
 * One page of rows of `source` (a table aliased `s` with `created_on` and `id`), newest first;
 * `where` may use the given parameters. A list an index holds in page order names instead its `candidates`: the first
 * page's worth of ids from that index, given the page's key condition, order and limit, exactly the rows `where`
 * selects, so a page reads a page's worth of rows however long the list is (`where` still counts it when no total is
 * given).
 */
export async function keysetPage<Row extends { id: string; created_on: Date | string }>(
  db: SqlClient,
  source: string,
  condition: string | { where: string; candidates: (page: PageClause) => string },
  params: readonly unknown[],
  args: PagingArgs,
  columns = 's.*',
  /** The list's total when it is kept elsewhere: an SQL expression that binds its values as the next parameters; otherwise the matching rows are counted. */
  total?: (params: unknown[]) => string,
): Promise<Page<Row>> {
  const request = pageRequest(args, LIST_PAGE, readCreationKey);
  const keyParams = [...params];
  const comparison = request.direction === 'forward' ? '<' : '>';
  let cursor: { createdOn: string; id: string } | null = null;
  if (request.cursor) {
    keyParams.push(request.cursor.createdOn, request.cursor.id);
    cursor = { createdOn: `$${keyParams.length - 1}::timestamptz`, id: `$${keyParams.length}` };
  }
  const order = request.direction === 'forward' ? 'desc' : 'asc';
  keyParams.push(request.size + 1);
  const page: PageClause = {
    after: (createdOn, id) => (cursor ? `(${createdOn}, ${id}) ${comparison} (${cursor.createdOn}, ${cursor.id})` : 'true'),
    order,
    limit: `$${keyParams.length}`,
  };
  const where = typeof condition === 'string' ? condition : condition.where;
  // The candidates match the condition by construction; checking it again per row could scan a whole index.
  const filter = typeof condition === 'string' ? condition : `s.id in (${condition.candidates(page)})`;
  const totalOfList = total ? total(keyParams) : `(select count(*) from ${source} where ${where})`;
  // The total and the page in one statement: a round trip less for every list.
  const { rows } = await db.query<Row & { page_total: string }>(
    `select t.total::text as page_total, p.* from (select ${totalOfList} as total) t left join lateral (
       select ${columns} from ${source} where ${filter} and ${page.after('s.created_on', 's.id')}
       order by s.created_on ${order}, s.id ${order} limit ${page.limit}
     ) p on true order by p.created_on ${order}, p.id ${order}`,
    keyParams,
  );
  const pageRows = rows.filter((row) => row.id !== null).map(({ page_total: _total, ...row }) => row as unknown as Row);
  const cursorOf = (row: Row) => encodeCursor([new Date(row.created_on).toISOString(), row.id]);
  return pageOf(pageRows, request, cursorOf, Number(rows[0].page_total));
}

const readPosition: CursorKeyReader<string> = ([position]) => (typeof position === 'string' && /^\d{1,15}$/.test(position) ? position : null);

/**
 * One page of the rows of `table` that match `where`, ordered by their `position` (oldest
 * first); `where` may use the given parameters.
 */
export async function positionPage<Row extends { position: string | number }>(
  db: SqlClient,
  table: string,
  where: string,
  params: readonly unknown[],
  args: PagingArgs,
  limits: PageLimits,
): Promise<Page<Row>> {
  const request = pageRequest(args, limits, readPosition);
  const { rows: count } = await db.query<{ total: string }>(`select count(*)::text as total from ${table} where ${where}`, [...params]);
  const keyParams = [...params];
  let keyCondition = 'true';
  if (request.cursor) {
    keyParams.push(request.cursor);
    keyCondition = `position ${request.direction === 'forward' ? '>' : '<'} $${keyParams.length}`;
  }
  const order = request.direction === 'forward' ? 'asc' : 'desc';
  keyParams.push(request.size + 1);
  const { rows } = await db.query<Row>(`select * from ${table} where ${where} and ${keyCondition} order by position ${order} limit $${keyParams.length}`, keyParams);
  return pageOf(rows, request, (row) => encodeCursor([String(row.position)]), Number(count[0].total));
}
