import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../sql/sql-client';
import type { AppendResult, ExpectedVersion, NewEvent } from './event-store';
import type { StorableTexts } from './storable-payload';

/** One writer's append, waiting for its group. */
export interface GroupedAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly texts: readonly StorableTexts[];
  readonly expectedVersion: ExpectedVersion;
}

type Outcome = { readonly result: AppendResult } | { readonly error: unknown };

interface Waiting extends GroupedAppend {
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

export interface AppendGroupsOptions {
  /** Statements of this queue in flight at once; further appends wait and leave together with the next one. */
  readonly inFlight: number;
  /** The most appends one statement carries. */
  readonly most: number;
  /**
   * A statement in flight longer than this (waiting for another transaction that wrote the same stream's next position, say) no longer counts
   * against `inFlight`, so one slow stream never holds back the appends to every other stream.
   */
  readonly stalledAfterMs: number;
}

/** What the grouped statement says of each appended event. */
interface InsertedRow {
  stream_id: string;
  stream_position: string;
  global_position: string;
  transaction_id: string;
}

/**
 * Inserts the events of every stream of the group in one statement, so the group commits once. Each stream continues
 * as its writer expected (`-1` after its last position, `0` as a new stream, else after the version it must be at);
 * a stream whose expectation does not hold gets no events and its writer learns it from the missing rows, while the
 * other streams of the group are appended. The streams of a group are distinct. A writer of another process that
 * takes a stream's next position meanwhile makes the unique `(stream_id, stream_position)` index refuse the whole
 * statement.
 */
const GROUP_STATEMENT = `with requested as (
     select * from unnest($1::text[], $2::bigint[]) as r (stream_id, expected)
   ),
   heads as (
     select r.stream_id, coalesce(last.position, 0) as version
     from requested r
     left join lateral (
       select v.stream_position as position from events v where v.stream_id = r.stream_id order by v.stream_position desc limit 1
     ) as last on true
     where r.expected < 0 or coalesce(last.position, 0) = r.expected
   ),
   appended as (
     select * from unnest($3::text[], $4::int[], $5::uuid[], $6::text[], $7::int[], $8::text[], $9::text[])
       with ordinality as e (stream_id, ord, event_id, event_type, schema_version, data, metadata, seq)
   ),
   inserted as (
     insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
     select e.stream_id, h.version + e.ord, e.event_id, e.event_type, e.schema_version, e.data::jsonb, e.metadata::jsonb
     from appended e join heads h on h.stream_id = e.stream_id
     order by e.seq
     returning stream_id, stream_position, global_position, transaction_id
   )
   select stream_id, stream_position::text as stream_position, global_position::text as global_position,
          transaction_id::text as transaction_id
   from inserted`;

/**
 * Group commit for plain appends: while a statement of the queue is in flight, the appends that arrive wait and then
 * leave together, as one statement and one commit. A lone writer's append leaves at once with the single-append
 * statement, as before; under many writers the database commits once per group instead of once per append.
 *
 * A stream is never in two statements at once (its later append waits for the group that carries the earlier one), so
 * the queue's own statements never wait for each other. When a grouped statement fails as a whole (a duplicate event
 * id, a writer of another process that took a stream's next position first, a deadlock), nothing of it was stored,
 * and each of its appends is tried again on its own, so every writer gets its own answer.
 */
export class AppendGroups {
  private readonly waiting: Waiting[] = [];
  private readonly busy = new Set<string>();
  private sending = 0;
  private stalled = 0;

  constructor(
    private readonly db: SqlClient,
    private readonly single: (append: GroupedAppend) => Promise<AppendResult>,
    private readonly conflict: (append: GroupedAppend) => Error,
    private readonly options: AppendGroupsOptions,
  ) {}

  append(append: GroupedAppend): Promise<AppendResult> {
    return new Promise<AppendResult>((resolve, reject) => {
      this.waiting.push({ ...append, resolve, reject });
      this.leave();
    });
  }

  /** Sends groups while statements may be in flight and some waiting append's stream is free. */
  private leave(): void {
    while (this.sending - this.stalled < this.options.inFlight && this.waiting.length > 0) {
      const group = this.nextGroup();
      if (group.length === 0) return;
      this.sending++;
      const slot = { watch: this.watchForStall() };
      void this.send(group).then((outcomes) => this.answer(group, outcomes, slot));
    }
  }

  /** Counts the statement as stalled once it has been in flight too long, and lets the next group go. */
  private watchForStall(): (() => boolean) | undefined {
    if (!Number.isFinite(this.options.stalledAfterMs)) return undefined;
    let stalled = false;
    const timer = setTimeout(() => {
      stalled = true;
      this.stalled++;
      this.leave();
    }, this.options.stalledAfterMs).unref();
    // Stops the watch and tells whether the statement had stalled.
    return () => {
      clearTimeout(timer);
      return stalled;
    };
  }

  /** Answers each writer of a returned group and frees the statement's place. */
  private answer(group: readonly Waiting[], outcomes: readonly Outcome[], slot: { watch: (() => boolean) | undefined }): void {
    const stalled = slot.watch?.() ?? false;
    for (const append of group) this.busy.delete(append.streamId);
    const free = () => {
      this.sending--;
      if (stalled) this.stalled--;
    };
    // A lone writer's next append leaves at once. Under many writers, those answered now append again within this
    // turn of the event loop: the statement's place is kept until the turn ends, so their appends leave together
    // instead of the first one alone.
    if (group.length === 1) free();
    group.forEach((append, index) => {
      const outcome = outcomes[index];
      if ('result' in outcome) append.resolve(outcome.result);
      else append.reject(outcome.error);
    });
    if (group.length === 1) this.leave();
    else {
      setImmediate(() => {
        free();
        this.leave();
      });
    }
  }

  /** Takes the waiting appends, oldest first, whose streams are in no statement, and marks their streams busy. */
  private nextGroup(): Waiting[] {
    const group: Waiting[] = [];
    for (let index = 0; index < this.waiting.length && group.length < this.options.most; ) {
      const append = this.waiting[index];
      if (this.busy.has(append.streamId)) {
        index++;
        continue;
      }
      this.busy.add(append.streamId);
      group.push(append);
      this.waiting.splice(index, 1);
    }
    return group;
  }

  /** Appends the group and tells each append's outcome; never rejects. */
  private async send(group: readonly GroupedAppend[]): Promise<Outcome[]> {
    if (group.length === 1) return [await this.alone(group[0])];
    let rows: InsertedRow[];
    try {
      ({ rows } = await this.db.query<InsertedRow>(GROUP_STATEMENT, groupParameters(group), { name: 'append-group' }));
    } catch {
      return Promise.all(group.map((append) => this.alone(append)));
    }
    const lastOf = new Map<string, InsertedRow>();
    for (const row of rows) {
      const last = lastOf.get(row.stream_id);
      if (!last || Number(row.stream_position) > Number(last.stream_position)) lastOf.set(row.stream_id, row);
    }
    return group.map((append) => {
      const last = lastOf.get(append.streamId);
      if (!last) return { error: this.conflict(append) };
      return {
        result: {
          nextExpectedVersion: Number(last.stream_position),
          position: { transactionId: last.transaction_id, globalPosition: last.global_position },
        },
      };
    });
  }

  private async alone(append: GroupedAppend): Promise<Outcome> {
    try {
      return { result: await this.single(append) };
    } catch (error) {
      return { error };
    }
  }
}

function groupParameters(group: readonly GroupedAppend[]): unknown[] {
  const streams: string[] = [];
  const expected: number[] = [];
  const eventStreams: string[] = [];
  const ords: number[] = [];
  const ids: string[] = [];
  const types: string[] = [];
  const versions: number[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  for (const append of group) {
    streams.push(append.streamId);
    expected.push(append.expectedVersion === 'any' ? -1 : append.expectedVersion);
    append.events.forEach((event, index) => {
      eventStreams.push(append.streamId);
      ords.push(index + 1);
      ids.push(event.eventId ?? randomUUID());
      types.push(event.type);
      versions.push(event.schemaVersion);
      data.push(append.texts[index].data);
      metadata.push(append.texts[index].metadata);
    });
  }
  return [streams, expected, eventStreams, ords, ids, types, versions, data, metadata];
}
