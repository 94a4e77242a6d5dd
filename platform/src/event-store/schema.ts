import type { SqlClient } from '../sql/sql-client';
import { processorHealthSchema } from './processor-health';

/**
 * One table for every stream's events. `transaction_id` records the writing transaction so that
 * readers can hold back events of transactions that may still commit (see readAll).
 */
const statements = [
  `create table if not exists events (
     global_position bigserial primary key,
     transaction_id xid8 not null default pg_current_xact_id(),
     stream_id text not null,
     stream_position bigint not null,
     event_id uuid not null unique,
     event_type text not null,
     schema_version integer not null,
     data jsonb not null,
     metadata jsonb not null,
     recorded_at timestamptz not null default now(),
     unique (stream_id, stream_position)
   )`,
  `create index if not exists events_log_order on events (transaction_id, global_position)`,
  // No statement picks events by their payloads, so an analysis leaves them out: sampling them was three quarters of
  // analyzing the log (BENCHMARKS.md, "Upkeep of the embedded database").
  `do $$ begin
     if exists (select 1 from pg_attribute where attrelid = 'events'::regclass and attname in ('data', 'metadata') and attstattarget is distinct from 0) then
       alter table events alter column data set statistics 0, alter column metadata set statistics 0;
     end if;
   end $$`,
  `create table if not exists processor_checkpoints (
     processor text primary key,
     transaction_id xid8 not null,
     global_position bigint not null,
     updated_at timestamptz not null default now()
   )`,
  // Transactions that never append, however long they run, so a reader of the log need not wait for them (see readAll).
  `create table if not exists log_bystanders (
     transaction_id xid8 primary key,
     processor text not null,
     since timestamptz not null default now()
   )`,
  // A stream's folded state every so many events, for the deciders whose state holds no personal data (StreamSnapshots).
  `create table if not exists stream_snapshots (
     stream_id text not null,
     shape text not null,
     version bigint not null,
     global_position bigint not null,
     state jsonb not null,
     taken_at timestamptz not null default now(),
     primary key (stream_id, shape)
   )`,
  processorHealthSchema,
];

/** Creates the event store's tables when they are missing. */
export async function ensureEventStoreSchema(db: SqlClient): Promise<void> {
  for (const statement of statements) await db.query(statement);
}
