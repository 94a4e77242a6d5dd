import { randomUUID } from 'node:crypto';
import { CURRENT_EVENT_VERSIONS, type DomainEvent } from '@pcbm/domain';
import {
  ensureProductEventStoreSchema,
  PgliteDatabase,
  SqlEventStore,
  type Database,
  type EventMetadata,
  type EventProcessor,
  type RecordedEvent,
  type SqlClient,
} from '@pcbm/platform';
import { ensureNotificationSchema } from '../reactors/notification-schema';
import { ensureReadModelSchema } from '../read-models/schema';

/** When an event is recorded unless it says otherwise and carries no `occurredAt`. */
export const SPEC_RECORDED_AT = '2026-03-02T09:00:00.000Z';

/** One domain event on one stream, as a test gives it; the rest of the recorded event is filled in. */
export interface GivenEvent {
  readonly streamId: string;
  readonly event: DomainEvent;
  readonly eventId?: string;
  readonly metadata?: Partial<EventMetadata>;
  /** When the log recorded it; by default the event's `occurredAt`. */
  readonly recordedAt?: string;
}

/** A domain event on a stream; the stream id comes from the domain's `*StreamId` helpers. */
export const on = (streamId: string, event: DomainEvent, options: Omit<GivenEvent, 'streamId' | 'event'> = {}): GivenEvent => ({ streamId, event, ...options });

export interface GivenHistory {
  /** The recorded events, in log order, as a processor receives them. */
  readonly events: readonly RecordedEvent[];
  /**
   * Each processor handles the events in one transaction of its own, with `handleBatch` when it has one and
   * one `handle` per event otherwise, and its checkpoint moves to the last of them: as the processor runner does.
   * Handing the same history over again replays it.
   */
  when(...processors: EventProcessor[]): Promise<void>;
}

export interface ProjectionSpec {
  readonly db: Database;
  /** The event store on the same database, for reactors that append to the log. */
  readonly store: SqlEventStore;
  /** Events as the log hands them to processors: each call is one committed transaction after the earlier ones. */
  given(...events: GivenEvent[]): GivenHistory;
  /** Writes recorded events into the log itself, for processors that look events up there. */
  appendToLog(events: readonly RecordedEvent[]): Promise<void>;
  /** The rows a query finds now. */
  thenRows<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Empties every table, so the next test starts from an empty log and empty read models. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

const SPEC_METADATA: EventMetadata = { correlationId: 'spec-correlation', causationId: 'spec-causation', actor: { kind: 'SYSTEM' } };

const occurredAtOf = (event: DomainEvent): string | undefined => {
  const { occurredAt } = event.data as { occurredAt?: unknown };
  return typeof occurredAt === 'string' ? occurredAt : undefined;
};

async function storeCheckpoint(tx: SqlClient, processor: string, position: RecordedEvent): Promise<void> {
  await tx.query(
    `insert into processor_checkpoints (processor, transaction_id, global_position) values ($1, $2::xid8, $3)
     on conflict (processor) do update set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()
     where (processor_checkpoints.transaction_id, processor_checkpoints.global_position) < (excluded.transaction_id, excluded.global_position)`,
    [processor, position.transactionId, position.globalPosition],
  );
}

/**
 * Given events, when a projector or reactor handles them, then these rows: an in-memory PGlite database with
 * the event store's, the read models' and the notifications' tables.
 *
 *   const spec = await openProjectionSpec();
 *   await spec.given(on(shopStreamId(id), created)).when(shopProjector);
 *   expect(await spec.thenRows('select id from shops')).toEqual([{ id }]);
 */
export async function openProjectionSpec(): Promise<ProjectionSpec> {
  const db = await PgliteDatabase.open();
  const ensureSchemas = async () => {
    await ensureProductEventStoreSchema(db);
    await ensureReadModelSchema(db);
    await ensureNotificationSchema(db);
  };
  await ensureSchemas();
  const store = new SqlEventStore(db);
  const streamVersions = new Map<string, number>();
  let transactions = 0;
  let globalPosition = 0;

  const record = (given: GivenEvent, transactionId: string): RecordedEvent => {
    const streamPosition = (streamVersions.get(given.streamId) ?? 0) + 1;
    streamVersions.set(given.streamId, streamPosition);
    globalPosition += 1;
    return {
      transactionId,
      globalPosition: String(globalPosition),
      eventId: given.eventId ?? randomUUID(),
      streamId: given.streamId,
      streamPosition,
      type: given.event.type,
      schemaVersion: CURRENT_EVENT_VERSIONS[given.event.type],
      data: given.event.data,
      metadata: { ...SPEC_METADATA, ...given.metadata },
      recordedAt: new Date(given.recordedAt ?? occurredAtOf(given.event) ?? SPEC_RECORDED_AT),
    };
  };

  return {
    db,
    store,
    given(...givenEvents) {
      transactions += 1;
      const events = givenEvents.map((given) => record(given, String(transactions)));
      return {
        events,
        async when(...processors) {
          for (const processor of processors) {
            await db.transaction(async (tx) => {
              if (processor.handleBatch) await processor.handleBatch(events, tx);
              else for (const event of events) await processor.handle(event, tx);
              if (events.length > 0) await storeCheckpoint(tx, processor.name, events[events.length - 1]);
            });
          }
        },
      };
    },
    async appendToLog(events) {
      for (const event of events) {
        await store.append(event.streamId, [{ eventId: event.eventId, type: event.type, schemaVersion: event.schemaVersion, data: event.data, metadata: event.metadata }], 'any');
      }
    },
    async thenRows<R>(sql: string, params: unknown[] = []) {
      return (await db.query<R>(sql, params)).rows;
    },
    async clear() {
      const { rows } = await db.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`);
      await db.query(`truncate ${rows.map((row) => row.name).join(', ')} restart identity`);
      streamVersions.clear();
      transactions = 0;
      globalPosition = 0;
      await ensureSchemas();
    },
    close: () => db.close(),
  };
}
