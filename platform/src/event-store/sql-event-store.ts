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
  /** Milliseconds since 1970, as `Date` counts them (the microseconds cut off, as a `Date` parsed from the timestamp would). */
  recorded_at: number;
}

// The time an event was recorded travels as a number: the driver parses a timestamp's text for every row of a log
// read, which took a tenth of reading the log in the bench (BENCHMARKS.md, "Reading the log").
const COLUMNS = `global_position::text as global_position, transaction_id::text as transaction_id, stream_id,
  stream_position::text as stream_position, event_id::text as event_id, event_type, schema_version, data, metadata,
  floor(extract(epoch from recorded_at) * 1000)::float8 as recorded_at`;

/**
 * The oldest transaction still running that may append (the snapshot's xmin, leaving out registered bystanders), or the
 * next transaction to start when none runs. Read once per statement.
 */
const READABLE_BEFORE = `(select least(pg_snapshot_xmax(snapshot),
     (select min(running) from pg_snapshot_xip(snapshot) running
      where not exists (select 1 from log_bystanders b where b.transaction_id = running)))
   from pg_current_snapshot() snapshot)`;

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

/** The index that keeps a stream's positions unique; a lost race between two writers of one stream ends here. */
const STREAM_POSITION_KEY = 'events_stream_id_stream_position_key';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** Another writer took the positions this append was about to take. */
function isLostRace(error: unknown): boolean {
  return isUniqueViolation(error) && (error as { constraint?: string }).constraint === STREAM_POSITION_KEY;
}

/** The refusal of an append whose stream is not where its writer expected. */
const conflictOf = ({ streamId, expectedVersion }: { streamId: string; expectedVersion: ExpectedVersion }) =>
  new WrongExpectedVersionError(streamId, expectedVersion === 'any' ? -1 : expectedVersion);

/** Appends after `any` version try again this often when another writer took the stream's next positions first. */
const ANY_VERSION_TRIES = 8;

/**
 * Where the events go, by the writer's expectation: a new stream starts at 1; a stream at a version continues after
 * it, but only if that is its last position; `any` continues after the stream's last position. The unique
 * `(stream_id, stream_position)` index refuses every position another writer took meanwhile, so no position is taken
 * twice. `$1` is the stream.
 */
function positionsFrom(expected: ExpectedVersion, params: unknown[], rows: readonly string[]): string {
  if (expected === 0) return `values ${rows.map((row, index) => `($1, ${index + 1}, ${row})`).join(', ')}`;
  const values = `(values ${rows.map((row, index) => `(${index + 1}, ${row})`).join(', ')}) as e (ord, event_id, event_type, schema_version, data, metadata)`;
  const columns = 'e.event_id, e.event_type, e.schema_version, e.data, e.metadata';
  const last = 'select coalesce(max(stream_position), 0) as version from events where stream_id = $1';
  if (expected === 'any') return `select $1, head.version + e.ord, ${columns} from (${last}) as head, ${values}`;
  params.push(expected);
  return `select $1, head.version + e.ord, ${columns} from (${last}) as head, ${values} where head.version = $${params.length}::bigint`;
}

/** Runs `work` from a savepoint: if it fails, only its own writes are undone and the transaction goes on. */
async function savepointed<T>(tx: SqlClient, work: () => Promise<T>): Promise<T> {
  await tx.query('savepoint event_append');
  try {
    const result = await work();
    await tx.query('release savepoint event_append');
    return result;
  } catch (error) {
    await tx.query('rollback to savepoint event_append');
    throw error;
  }
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
      conflictOf,
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
    return this.appendTexts(tx, { streamId, events, expectedVersion, texts: storableTexts(streamId, events) }, true);
  }

  /**
   * Appends with one statement. A writer that lost the race for the stream's next positions gets
   * `WrongExpectedVersionError`, but one appending after `any` version tries again (inside a transaction from a
   * savepoint, so the transaction goes on).
   */
  private async appendTexts(tx: SqlClient, append: GroupedAppend, inTransaction = false): Promise<AppendResult> {
    for (let tries = 1; ; tries++) {
      const again = append.expectedVersion === 'any' && tries < ANY_VERSION_TRIES;
      try {
        return again && inTransaction ? await savepointed(tx, () => this.insertEvents(tx, append)) : await this.insertEvents(tx, append);
      } catch (error) {
        if (again && isLostRace(error)) continue;
        if (isUniqueViolation(error)) throw conflictOf(append);
        throw error;
      }
    }
  }

  private async insertEvents(tx: SqlClient, { streamId, events, expectedVersion, texts }: GroupedAppend): Promise<AppendResult> {
    const params: unknown[] = [streamId];
    const rows = events.map((event, index) => {
      params.push(event.eventId ?? randomUUID(), event.type, event.schemaVersion, texts[index].data, texts[index].metadata);
      const p = params.length;
      return `$${p - 4}::uuid, $${p - 3}::text, $${p - 2}::integer, $${p - 1}::jsonb, $${p}::jsonb`;
    });
    const select = positionsFrom(expectedVersion, params, rows);
    const { rows: inserted } = await tx.query<{ global_position: string; transaction_id: string; stream_position: string }>(
      `insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
       ${select}
       returning global_position::text as global_position, transaction_id::text as transaction_id, stream_position::text as stream_position`,
      params,
      events.length <= MOST_PREPARED_EVENTS ? { name: `append-${expectationOf(expectedVersion)}-${events.length}` } : undefined,
    );
    if (inserted.length === 0) throw conflictOf({ streamId, expectedVersion });
    const last = inserted.reduce((latest, row) => (Number(row.stream_position) > Number(latest.stream_position) ? row : latest));
    return {
      nextExpectedVersion: Number(last.stream_position),
      position: { transactionId: last.transaction_id, globalPosition: last.global_position },
    };
  }

  /**
   * Appends to many streams with one statement, each stream's events after its last position (`any`) or, for `0`,
   * only to streams that have none yet; the others are left out. Returns the streams appended to. A lost race with
   * another writer is tried again from a savepoint.
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
    const parameters = [
      column((row) => row.streamId),
      column((row) => row.ord),
      column((row) => row.event.eventId ?? randomUUID()),
      column((row) => row.event.type),
      column((row) => row.event.schemaVersion),
      column((row) => row.texts.data),
      column((row) => row.texts.metadata),
    ];
    const onlyNew = expectedVersion === 0 ? 'where not exists (select 1 from events v where v.stream_id = s.stream_id)' : '';
    for (let tries = 1; ; tries++) {
      try {
        const { rows: appended } = await savepointed(tx, () =>
          tx.query<{ stream_id: string }>(
            `with appended as (
               select * from unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::int[], $6::text[], $7::text[])
                 with ordinality as e (stream_id, ord, event_id, event_type, schema_version, data, metadata, seq)
             ),
             heads as (
               select s.stream_id, coalesce((select max(v.stream_position) from events v where v.stream_id = s.stream_id), 0) as version
               from (select distinct stream_id from appended) s ${onlyNew}
             ),
             inserted as (
               insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
               select e.stream_id, h.version + e.ord, e.event_id, e.event_type, e.schema_version, e.data::jsonb, e.metadata::jsonb
               from appended e join heads h on h.stream_id = e.stream_id
               order by e.seq
               returning stream_id
             )
             select distinct stream_id from inserted`,
            parameters,
          ),
        );
        return appended.map((row) => row.stream_id);
      } catch (error) {
        if (tries < ANY_VERSION_TRIES && isLostRace(error)) continue;
        throw error;
      }
    }
  }

  async readStream(streamId: string, fromVersion = 1, db: SqlClient = this.db): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `select ${COLUMNS} from events where stream_id = $1 and stream_position >= $2 order by events.stream_position`,
      [streamId, fromVersion],
      { name: 'read-stream' },
    );
    return rows.map(toRecordedEvent);
  }

  /**
   * The events after `after` in log order. Only those below every transaction still running are read: one still running
   * may yet commit an event before them, which a reader past them would never see. A transaction registered in
   * `log_bystanders` never appends, so it holds nothing back.
   */
  async readAll(after: LogPosition, limit: number, db: SqlClient = this.db): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `select ${COLUMNS} from events
       where (transaction_id, global_position) > ($1::xid8, $2::bigint)
         and transaction_id < ${READABLE_BEFORE}
       order by events.transaction_id, events.global_position
       limit $3`,
      [after.transactionId, after.globalPosition, limit],
      { name: 'read-log' },
    );
    return rows.map(toRecordedEvent);
  }
}
