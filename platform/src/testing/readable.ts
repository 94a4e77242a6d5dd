import type { LogPosition } from '../event-store/position';
import type { SqlClient } from '../sql/sql-client';

/**
 * Waits until events up to `position` may be read: while a transaction of another suite on the same server is open,
 * the log holds back what was committed after it began (see `readAll`).
 */
export async function readableUpTo(db: SqlClient, position: LogPosition): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ yes: boolean }>('select $1::xid8 < pg_snapshot_xmin(pg_current_snapshot()) as yes', [position.transactionId]);
    if (rows[0].yes) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
