import type { SqlClient } from '../sql/sql-client';
import type { RecordedEvent } from './event-store';

/** The event a processor failed on, by ids and type only: these are shown on /health and in logs. */
export interface FailedEvent {
  readonly eventId: string;
  readonly type: string;
  readonly globalPosition: string;
}

/** Why a processor could not go on: a code (catalogue code, SQLSTATE or error class), the event, and a detail for admins. */
export interface ProcessorFailure {
  readonly code: string;
  /** The error's own text, cut short; may quote input, so it is shown to admins only, never logged. */
  readonly detail: string;
  readonly event: FailedEvent | null;
}

/** A processor could not handle an event (or a batch); the runner keeps the event and rethrows the cause. */
export class EventHandlingError extends Error {
  constructor(
    readonly processor: string,
    readonly event: FailedEvent | null,
    override readonly cause: unknown,
  ) {
    super(`Processor ${processor} failed${event ? ` on event ${event.eventId} (${event.type} at ${event.globalPosition})` : ''}`);
    this.name = 'EventHandlingError';
  }
}

/** The event as /health names it. */
export const failedEventOf = (event: RecordedEvent): FailedEvent => ({ eventId: event.eventId, type: event.type, globalPosition: event.globalPosition });

/** A short code for an error that carries no input: a catalogue code, PostgreSQL's SQLSTATE, or the error class. */
export function errorCodeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code)) return code;
    if (error instanceof Error) return error.name;
  }
  return 'UNKNOWN';
}

const DETAIL_MAX = 300;

/** What the runner records of a failure. */
export function failureOf(error: unknown, event: FailedEvent | null): ProcessorFailure {
  const detail = error instanceof Error ? error.message : String(error);
  return { code: errorCodeOf(error), detail: detail.slice(0, DETAIL_MAX), event };
}

/** A one-line log text of a failure: processor, event ids and type, code. Never the error's text or the event's data. */
export function failureLogLine(processor: string, failure: ProcessorFailure, failures?: number): string {
  const at = failure.event ? ` on event ${failure.event.eventId} (${failure.event.type} at position ${failure.event.globalPosition})` : '';
  return `Processor ${processor} failed${at}: ${failure.code}${failures ? ` (${failures} in a row, retrying)` : ''}`;
}

export const processorHealthSchema = `create table if not exists processor_health (
  processor text primary key,
  failures integer not null,
  failing_since timestamptz,
  last_failed_at timestamptz,
  last_error_code text,
  last_error_detail text,
  last_error_event_id text,
  last_error_event_type text,
  last_error_position text
)`;

/** Notes a failure of a processor (outside its rolled-back transaction). */
export async function recordProcessorFailure(db: SqlClient, processor: string, failure: ProcessorFailure): Promise<void> {
  await db.query(
    `insert into processor_health (processor, failures, failing_since, last_failed_at, last_error_code, last_error_detail, last_error_event_id, last_error_event_type, last_error_position)
     values ($1, 1, now(), now(), $2, $3, $4, $5, $6)
     on conflict (processor) do update set failures = processor_health.failures + 1,
       failing_since = coalesce(processor_health.failing_since, now()), last_failed_at = now(),
       last_error_code = $2, last_error_detail = $3, last_error_event_id = $4, last_error_event_type = $5, last_error_position = $6`,
    [processor, failure.code, failure.detail, failure.event?.eventId ?? null, failure.event?.type ?? null, failure.event?.globalPosition ?? null],
  );
}

/** Notes that a processor got past its failure; the last error stays for the record. */
export async function recordProcessorRecovery(db: SqlClient, processor: string): Promise<void> {
  await db.query('update processor_health set failures = 0, failing_since = null where processor = $1', [processor]);
}

/** How one processor is doing, as /health and adminProcessorStatus show it. */
export interface ProcessorStatus {
  readonly name: string;
  readonly status: 'ok' | 'failing';
  /** The last log position it has handled. */
  readonly position: string;
  /** How far behind the head of the log it is, in log positions. */
  readonly lag: number;
  readonly failures: number;
  readonly failingSince: Date | null;
  readonly lastError: {
    readonly code: string;
    readonly detail: string;
    readonly at: Date;
    readonly event: FailedEvent | null;
  } | null;
}

interface StatusRow {
  processor: string;
  global_position: string | null;
  head: string | null;
  failures: number | null;
  failing_since: Date | string | null;
  last_failed_at: Date | string | null;
  last_error_code: string | null;
  last_error_detail: string | null;
  last_error_event_id: string | null;
  last_error_event_type: string | null;
  last_error_position: string | null;
}

/** Every processor that has a checkpoint or a recorded failure, with its position, lag and last error. */
export async function readProcessorStatuses(db: SqlClient): Promise<ProcessorStatus[]> {
  const { rows } = await db.query<StatusRow>(
    `select coalesce(c.processor, h.processor) as processor, c.global_position::text as global_position,
            (select coalesce(max(global_position), 0)::text from events) as head,
            h.failures, h.failing_since, h.last_failed_at, h.last_error_code, h.last_error_detail,
            h.last_error_event_id, h.last_error_event_type, h.last_error_position
     from processor_checkpoints c full join processor_health h on h.processor = c.processor
     order by 1`,
  );
  return rows.map((row) => {
    const position = row.global_position ?? '0';
    const failures = row.failures ?? 0;
    return {
      name: row.processor,
      status: failures > 0 ? 'failing' : 'ok',
      position,
      lag: Math.max(0, Number(row.head ?? 0) - Number(position)),
      failures,
      failingSince: row.failing_since ? new Date(row.failing_since) : null,
      lastError:
        row.last_error_code && row.last_failed_at
          ? {
              code: row.last_error_code,
              detail: row.last_error_detail ?? '',
              at: new Date(row.last_failed_at),
              event: row.last_error_event_id ? { eventId: row.last_error_event_id, type: row.last_error_event_type ?? '', globalPosition: row.last_error_position ?? '' } : null,
            }
          : null,
    };
  });
}

/** Consecutive failures after which a processor counts as stuck: writers stop waiting for it. */
export const STUCK_AFTER_FAILURES = 3;

/**
 * Of `processors`, those a writer should not wait for: stuck on a failing event, or with their read models being
 * replaced (an erasure; their checkpoints stay put until the replacement commits). One statement.
 */
export async function heldUpProcessors(db: SqlClient, processors: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ processor: string }>(
    `select processor from processor_health where processor = any($1::text[]) and failures >= $2
     union
     select processor from log_bystanders where processor = any($1::text[]) and pg_xact_status(transaction_id) = 'in progress'`,
    [processors, STUCK_AFTER_FAILURES],
    { name: 'held-up-processors' },
  );
  return rows.map((row) => row.processor);
}
