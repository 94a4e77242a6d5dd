import type { Database } from '../sql/database';
import type { SqlClient } from '../sql/sql-client';

/**
 * Registers the transaction of `tx` as one that never appends, for `processor`, on another connection (committed at
 * once), so the log's readers do not wait for it (see `readAll`); returns its id. With one connection nothing runs
 * beside the transaction anyway, and nothing is registered.
 */
export async function registerBystander(db: Database, tx: SqlClient, processor: string): Promise<string | null> {
  if (db.connections < 2) return null;
  const { rows } = await tx.query<{ id: string }>('select pg_current_xact_id()::text as id');
  await db.query('insert into log_bystanders (transaction_id, processor) values ($1::xid8, $2)', [rows[0].id, processor]);
  return rows[0].id;
}

/** Removes the registration once its transaction has ended, and any a process that stopped left behind. */
export async function unregisterBystander(db: SqlClient, id: string): Promise<void> {
  await db.query('delete from log_bystanders where transaction_id = $1::xid8 or transaction_id < pg_snapshot_xmin(pg_current_snapshot())', [id]);
}
