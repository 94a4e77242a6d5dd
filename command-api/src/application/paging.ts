import { DomainError, ErrorCode } from '@pcbm/domain';

export interface PagingArgs {
  first?: number | null;
  last?: number | null;
  before?: string | null;
  after?: string | null;
}

interface CursorKey {
  createdOn: string;
  id: string;
}

const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;

export const encodeCursor = (key: CursorKey) => Buffer.from(JSON.stringify([key.createdOn, key.id])).toString('base64url');

function decodeCursor(cursor: string): CursorKey {
  try {
    const [createdOn, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof createdOn !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(createdOn))) throw new Error();
    return { createdOn, id };
  } catch {
    throw new DomainError(ErrorCode.INVALID_CURSOR, 'The cursor is not valid.');
  }
}

export interface PageQuery {
  /** SQL comparing `(created_on, id)` with the cursor, or '' without one. */
  readonly keyCondition: (createdOnParam: string, idParam: string) => string;
  readonly cursor: CursorKey | null;
  readonly direction: 'forward' | 'backward';
  readonly size: number;
}

/** Keyset paging over newest-first lists: `first`/`after` go on, `last`/`before` go back. */
export function pageQuery(args: PagingArgs): PageQuery {
  const backward = args.last != null || args.before != null;
  const requested = backward ? args.last : args.first;
  if (requested != null && (requested < 0 || !Number.isInteger(requested))) {
    throw new DomainError(ErrorCode.INVALID_INPUT, 'Page sizes must be whole numbers of 0 or more.');
  }
  const size = Math.min(requested ?? DEFAULT_PAGE, MAX_PAGE);
  const raw = backward ? args.before : args.after;
  const cursor = raw ? decodeCursor(raw) : null;
  return {
    cursor,
    size,
    direction: backward ? 'backward' : 'forward',
    keyCondition: (c, i) => (cursor ? `(s.created_on, s.id) ${backward ? '>' : '<'} (${c}::timestamptz, ${i})` : 'true'),
  };
}
