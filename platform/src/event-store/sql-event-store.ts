import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../sql/sql-client';
import { WrongExpectedVersionError } from './errors';
import type { AppendResult, EventStore, ExpectedVersion, NewEvent, RecordedEvent, StreamAppend } from './event-store';
import type { LogPosition } from './position';
import { AppendGroups, type AppendGroupsOptions, type GroupedAppend } from './append-groups';
import { storableTexts } from './storable-payload';

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

const parseJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: parseJson(row.data),
    metadata: parseJson(row.metadata) as RecordedEvent['metadata'],
    recordedAt: new Date(row.recorded_at),
  };
}

/** Appends of up to this many events run as prepared statements, one per shape; larger ones are rare. */
const MOST_PREPARED_EVENTS = 8;

/** Measured with `npm run bench` (BENCHMARKS.md, "Group commit"). */
const DEFAULT_GROUPS: AppendGroupsOptions = { inFlight: 1, most: 64, stalledAfterMs: 20 };

const expectationOf = (expected: ExpectedVersion) => (expected === 'any' ? 'any' : expected === 0 ? 'new' : 'at');

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Moves the stream's version forward atomically: the row lock makes concurrent writers queue,
 * and a writer that finds another version claims nothing, so none of its events are inserted.
 * `$1` is the stream, `$2` the number of events.
 */
function claimStatement(expected: ExpectedVersion, params: unknown[]): string {
  if (expected === 'any') {
    return `insert into event_streams (stream_id, version) values ($1, $2)
            on conflict (stream_id) do update set version = event_streams.version + excluded.version returning version`;
  }
  if (expected === 0) {
    return 'insert into event_streams (stream_id, version) values ($1, $2) on conflict (stream_id) do nothing returning version';
  }
  params.push(expected);
  return `update event_streams set version = version + $2 where stream_id = $1 and version = $${params.length} returning version`;
}

/**
 * The event store on PostgreSQL. PGlite runs the same SQL, so the embedded default and
 * production share this adapter.
 */
export class SqlEventStore implements EventStore {
  private readonly groups: AppendGroups;

  constructor(
    private readonly db: SqlClient,
    groups: AppendGroupsOptions = DEFAULT_GROUPS,
  ) {
    this.groups = new AppendGroups(
      db,
      (append) => this.appendTexts(db, append),
      ({ streamId, expectedVersion }) => new WrongExpectedVersionError(streamId, expectedVersion === 'any' ? -1 : expectedVersion),
      groups,
    );
  }

  /**
   * A single statement claims the versions and inserts the events, so a plain append is one round trip; it is
   * prepared once per connection and shape (measured: 1.3x to 2x the appends of sending the text every time).
   * Appends that arrive while others are on their way leave together, as one statement (`AppendGroups`).
   */
  async append(streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    return this.groups.append({ streamId, events, expectedVersion, texts: storableTexts(streamId, events) });
  }

  async appendInTransaction(
    tx: SqlClient,
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    return this.appendTexts(tx, { streamId, events, expectedVersion, texts: storableTexts(streamId, events) });
  }

  private async appendTexts(tx: SqlClient, { streamId, events, expectedVersion, texts }: GroupedAppend): Promise<AppendResult> {
    const params: unknown[] = [streamId, events.length];
    const values = events.map((event, index) => {
      params.push(event.eventId ?? randomUUID(), event.type, event.schemaVersion, texts[index].data, texts[index].metadata);
      const p = params.length;
      return `(${index + 1}, $${p - 4}::uuid, $${p - 3}::text, $${p - 2}::integer, $${p - 1}::jsonb, $${p}::jsonb)`;
    });
    const claim = claimStatement(expectedVersion, params);
    const conflict = () => new WrongExpectedVersionError(streamId, expectedVersion === 'any' ? -1 : expectedVersion);
    let rows: { global_position: string; transaction_id: string; stream_position: string }[];
    try {
      ({ rows } = await tx.query(
        `with claimed as (${claim}),
         inserted as (
           insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
           select $1, claimed.version - $2 + e.ord, e.event_id, e.event_type, e.schema_version, e.data, e.metadata
           from claimed, (values ${values.join(', ')}) as e (ord, event_id, event_type, schema_version, data, metadata)
           returning global_position, transaction_id, stream_position
         )
         select global_position::text as global_position, transaction_id::text as transaction_id,
                stream_position::text as stream_position
         from inserted order by inserted.stream_position`,
        params,
        events.length <= MOST_PREPARED_EVENTS ? { name: `append-${expectationOf(expectedVersion)}-${events.length}` } : undefined,
      ));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
    if (rows.length === 0) throw conflict();
    const last = rows[rows.length - 1];
    return {
      nextExpectedVersion: Number(last.stream_position),
      position: { transactionId: last.transaction_id, globalPosition: last.global_position },
    };
  }

  /**
   * Claims each stream's next versions and inserts all events, in the order given, with one statement. The streams
   * are claimed in the order of their ids, so two such appends over the same streams queue instead of deadlocking.
   */
  async appendToStreamsInTransaction(tx: SqlClient, appends: readonly StreamAppend[], expectedVersion: 'any' | 0): Promise<string[]> {
    const counts = new Map<string, number>();
    const rows = appends.flatMap(({ streamId, events }) => {
      const texts = storableTexts(streamId, events);
      return events.map((event, index) => {
        const ord = (counts.get(streamId) ?? 0) + 1;
        counts.set(streamId, ord);
        return { streamId, ord, event, texts: texts[index] };
      });
    });
    if (rows.length === 0) return [];
    const column = <T>(of: (row: (typeof rows)[number]) => T) => rows.map(of);
    const onConflict = expectedVersion === 'any' ? 'do update set version = event_streams.version + excluded.version' : 'do nothing';
    const { rows: appended } = await tx.query<{ stream_id: string }>(
      `with appended as (
         select * from unnest($1::text[], $2::int[], $3::int[], $4::uuid[], $5::text[], $6::int[], $7::text[], $8::text[])
           with ordinality as e (stream_id, ord, count, event_id, event_type, schema_version, data, metadata, seq)
       ),
       claimed as (
         insert into event_streams (stream_id, version)
         select stream_id, max(count) from appended group by stream_id order by stream_id
         on conflict (stream_id) ${onConflict}
         returning stream_id, version
       ),
       inserted as (
         insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
         select e.stream_id, c.version - e.count + e.ord, e.event_id, e.event_type, e.schema_version, e.data::jsonb, e.metadata::jsonb
         from appended e join claimed c on c.stream_id = e.stream_id
         order by e.seq
         returning stream_id
       )
       select distinct stream_id from inserted`,
      [
        column((row) => row.streamId),
        column((row) => row.ord),
        column((row) => counts.get(row.streamId)!),
        column((row) => row.event.eventId ?? randomUUID()),
        column((row) => row.event.type),
        column((row) => row.event.schemaVersion),
        column((row) => row.texts.data),
        column((row) => row.texts.metadata),
      ],
    );
    return appended.map((row) => row.stream_id);
  }

  async readStream(streamId: string, fromVersion = 1, db: SqlClient = this.db): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `select ${COLUMNS} from events where stream_id = $1 and stream_position >= $2 order by events.stream_position`,
      [streamId, fromVersion],
      { name: 'read-stream' },
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(after: LogPosition, limit: number, db: SqlClient = this.db): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `select ${COLUMNS} from events
       where (transaction_id, global_position) > ($1::xid8, $2::bigint)
         and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by events.transaction_id, events.global_position
       limit $3`,
      [after.transactionId, after.globalPosition, limit],
      { name: 'read-log' },
    );
    return rows.map(toRecordedEvent);
  }
}
