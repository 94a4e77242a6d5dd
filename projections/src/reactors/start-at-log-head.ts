import type { SqlClient } from '@pcbm/platform';

/**
 * Gives a reactor that has never run the end of the log as its checkpoint, so that when it is added
 * to a product with a history it reacts to what happens from now on instead of to the whole past.
 */
export async function startAtLogHead(db: SqlClient, processor: string): Promise<void> {
  await db.query(
    `insert into processor_checkpoints (processor, transaction_id, global_position)
     select $1, coalesce(head.transaction_id, '0'::xid8), coalesce(head.global_position, 0)
     from (select 1) as one
     left join lateral (
       select transaction_id, global_position from events
       where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by transaction_id desc, global_position desc limit 1
     ) as head on true
     on conflict (processor) do nothing`,
    [processor],
  );
}
