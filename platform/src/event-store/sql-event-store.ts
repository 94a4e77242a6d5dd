import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../sql/sql-client';
import { WrongExpectedVersionError } from './errors';
import type { AppendResult, EventStore, ExpectedVersion, NewEvent, RecordedEvent } from './event-store';
import type { LogPosition } from './position';

/** Channel notified (on commit) after every append, so subscribers wake up without polling. */
export const EVENTS_CHANNEL = 'events_appended';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: Date | string;
}

const COLUMNS = `global_position::text as global_position, transaction_id::text as transaction_id, stream_id,
  stream_position::text as stream_position, event_id::text as event_id, event_type, schema_version, data, metadata, recorded_at`;

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    metadata: (typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata) as RecordedEvent['metadata'],
    recordedAt: new Date(row.recorded_at),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * The event store on PostgreSQL. PGlite runs the same SQL, so the embedded default and
 * production share this adapter.
 */
export class SqlEventStore implements EventStore {
  constructor(private readonly db: SqlClient) {}

  append(streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    return this.db.transaction((tx) => this.appendInTransaction(tx, streamId, events, expectedVersion));
  }

  async appendInTransaction(
    tx: SqlClient,
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const version = await this.claimVersions(tx, streamId, events.length, expectedVersion);
    const firstPosition = version - events.length + 1;
    const params: unknown[] = [streamId];
    const values = events.map((event, index) => {
      params.push(firstPosition + index, event.eventId ?? randomUUID(), event.type, event.schemaVersion);
      params.push(JSON.stringify(event.data), JSON.stringify(event.metadata));
      const p = params.length;
      return `($1, $${p - 5}, $${p - 4}::uuid, $${p - 3}, $${p - 2}, $${p - 1}::jsonb, $${p}::jsonb)`;
    });
    try {
      const { rows } = await tx.query<{ global_position: string; transaction_id: string }>(
        `insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
         values ${values.join(', ')}
         returning global_position::text as global_position, transaction_id::text as transaction_id`,
        params,
      );
      await tx.query(`select pg_notify('${EVENTS_CHANNEL}', $1)`, [streamId]);
      const last = rows[rows.length - 1];
      return {
        nextExpectedVersion: version,
        position: { transactionId: last.transaction_id, globalPosition: last.global_position },
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw new WrongExpectedVersionError(streamId, version - events.length);
      throw error;
    }
  }

  /** Moves the stream's version forward atomically; the row lock makes concurrent writers queue and then fail. */
  private async claimVersions(tx: SqlClient, streamId: string, count: number, expected: ExpectedVersion): Promise<number> {
    if (expected === 'any') {
      const { rows } = await tx.query<{ version: string }>(
        `insert into event_streams (stream_id, version) values ($1, $2)
         on conflict (stream_id) do update set version = event_streams.version + excluded.version
         returning version::text as version`,
        [streamId, count],
      );
      return Number(rows[0].version);
    }
    const { rows } =
      expected === 0
        ? await tx.query<{ version: string }>(
            `insert into event_streams (stream_id, version) values ($1, $2)
             on conflict (stream_id) do nothing returning version::text as version`,
            [streamId, count],
          )
        : await tx.query<{ version: string }>(
            `update event_streams set version = $3 where stream_id = $1 and version = $2
             returning version::text as version`,
            [streamId, expected, expected + count],
          );
    if (rows.length === 0) throw new WrongExpectedVersionError(streamId, expected);
    return Number(rows[0].version);
  }

  async readStream(streamId: string, fromVersion = 1): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `select ${COLUMNS} from events where stream_id = $1 and stream_position >= $2 order by stream_position`,
      [streamId, fromVersion],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(after: LogPosition, limit: number, db: SqlClient = this.db): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `select ${COLUMNS} from events
       where (transaction_id, global_position) > ($1::xid8, $2::bigint)
         and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by transaction_id, global_position
       limit $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    return rows.map(toRecordedEvent);
  }
}
