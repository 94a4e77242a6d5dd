import type { SqlClient } from '../sql/sql-client';
import { LOG_START, type LogPosition } from './position';

/** How long one look at the head serves every runner of the process that asks. */
const SHARED_FOR_MS = 10;

/**
 * The last event of the log, looked up once for every processor runner of a process that asks at about the same
 * time: a runner that has already handled the head skips its batch transaction (five statements) for one cheap read.
 * Any event that becomes visible later lies after every checkpoint taken before (see `readAll`), so a runner at the
 * head has nothing to do.
 */
export class LogHead {
  private last: { at: number; head: Promise<LogPosition> } | null = null;

  constructor(private readonly db: SqlClient) {}

  /**
   * The last event in log order (the columns themselves: their text would order 999 after 1000 and scan the table),
   * as read at most `sharedForMs` ago.
   */
  read(sharedForMs = SHARED_FOR_MS): Promise<LogPosition> {
    const now = Date.now();
    if (this.last && now - this.last.at < sharedForMs) return this.last.head;
    const head = this.db
      .query<{ transaction_id: string; global_position: string }>(
        `select transaction_id::text as transaction_id, global_position::text as global_position
         from events order by events.transaction_id desc, events.global_position desc limit 1`,
        [],
        { name: 'log-head' },
      )
      .then(({ rows }) => (rows[0] ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position } : LOG_START));
    this.last = { at: now, head };
    head.catch(() => {
      if (this.last?.head === head) this.last = null;
    });
    return head;
  }
}

const heads = new WeakMap<SqlClient, LogHead>();

/** The one log head of a database in this process. */
export function logHeadOf(db: SqlClient): LogHead {
  let head = heads.get(db);
  if (!head) heads.set(db, (head = new LogHead(db)));
  return head;
}
