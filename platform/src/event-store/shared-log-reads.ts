import type { SqlClient } from '../sql/sql-client';
import type { AppendResult, EventStore, ExpectedVersion, NewEvent, RecordedEvent, StreamAppend } from './event-store';
import { compareLogPositions, type LogPosition } from './position';

export interface SharedLogReadsOptions {
  /** How many full batches are kept; the oldest goes first. */
  readonly batches?: number;
  /**
   * Whether a processor's next batch may be read while it handles the current one, on a connection of its own. Only
   * for a database with more than one connection: with one, the read would wait for the transaction it runs beside.
   */
  readonly readAhead?: boolean;
}

interface KeptBatch {
  /** The position the batch follows. */
  readonly after: LogPosition;
  readonly events: readonly RecordedEvent[];
  /** How many subjects had been erased before the batch was read: a later erasure makes it stale. */
  readonly erasedBefore: number;
}

const positionKey = (position: LogPosition) => `${position.transactionId}:${position.globalPosition}`;

/**
 * The processors of one process reading the log together: a full batch one of them read is kept, and the others read
 * their batches from it instead of reading, parsing and decrypting the same events again (eleven processors each read
 * the whole log when a process starts). Only full batches are kept: what follows a position can no longer change once
 * a batch past it was read (see `readAll`), whereas a short batch at the log's head may still grow. A kept batch
 * is not used after a subject was erased, so no processor sees personal data the vault no longer reveals.
 */
export class SharedLogReads implements EventStore {
  private readonly maxBatches: number;
  /** Kept batches by the position they follow: where a read usually continues. */
  private readonly starts = new Map<string, KeptBatch>();
  private readonly kept: KeptBatch[] = [];
  /** Whether the last batch read from the log was full (a process starts by catching up). */
  private catchingUp = true;
  /** Batches being read ahead, by the position they follow. */
  private readonly reading = new Map<string, Promise<void>>();
  /**
   * Reads and keeps the full batch after `after`, unless it is kept or being read already; there only when the
   * option allows it. A runner takes its presence as a second connection to read on beside its transaction.
   */
  readonly readAhead?: (after: LogPosition, limit: number) => Promise<void>;

  constructor(
    private readonly inner: EventStore,
    private readonly db: SqlClient,
    options: SharedLogReadsOptions = {},
  ) {
    this.maxBatches = options.batches ?? 32;
    if (options.readAhead) this.readAhead = (after, limit) => this.readBatchAhead(after, limit);
  }

  append(streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    return this.inner.append(streamId, events, expectedVersion);
  }

  appendInTransaction(tx: SqlClient, streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    return this.inner.appendInTransaction(tx, streamId, events, expectedVersion);
  }

  appendToStreamsInTransaction(tx: SqlClient, appends: readonly StreamAppend[], expectedVersion: 'any' | 0): Promise<string[]> {
    return this.inner.appendToStreamsInTransaction(tx, appends, expectedVersion);
  }

  readStream(streamId: string, fromVersion?: number, db?: SqlClient): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId, fromVersion, db);
  }

  async readAll(after: LogPosition, limit: number, db: SqlClient = this.db, wanted?: (event: RecordedEvent) => boolean): Promise<RecordedEvent[]> {
    const continuation = this.continuationAt(after);
    // Only a full batch comes from a kept one: a short batch tells the processor it has read all there is.
    if (continuation && limit > 0 && continuation.next + limit <= continuation.batch.events.length) {
      if ((await erasedSubjects(db)) === continuation.batch.erasedBefore) {
        return continuation.batch.events.slice(continuation.next, continuation.next + limit);
      }
      this.forget(continuation.batch);
    }
    // Batches are full while processors catch up; at the log's head they are short and not worth a count of erasures.
    const erasedBefore = this.catchingUp && limit > 1 ? await erasedSubjects(db) : null;
    // A batch that may be kept is read whole, for every processor; one at the head only as far as the reader wants it.
    const events = await this.inner.readAll(after, limit, db, erasedBefore === null ? wanted : undefined);
    this.catchingUp = events.length === limit;
    if (erasedBefore !== null && events.length === limit) this.keep({ after, events, erasedBefore });
    return events;
  }

  /**
   * Reads and keeps the full batch after `after`. A processor awaits it before it opens the transaction that reads
   * from there, and the batch is then used as any kept batch is.
   */
  private readBatchAhead(after: LogPosition, limit: number): Promise<void> {
    const key = positionKey(after);
    if (limit <= 1 || this.continuationAt(after)) return Promise.resolve();
    const pending = this.reading.get(key);
    if (pending) return pending;
    const read = (async () => {
      const erasedBefore = await erasedSubjects(this.db);
      const events = await this.inner.readAll(after, limit, this.db);
      if (events.length === limit) this.keep({ after, events, erasedBefore });
    })()
      // A batch that could not be read ahead is read again when it is needed.
      .catch(() => undefined)
      .finally(() => this.reading.delete(key));
    this.reading.set(key, read);
    return read;
  }

  /**
   * The kept batch that holds what follows `after`, and where in it: one that starts there, or (for a processor that
   * stepped through a batch one event at a time) one with an event at `after` that is not its last.
   */
  private continuationAt(after: LogPosition): { batch: KeptBatch; next: number } | null {
    const starting = this.starts.get(positionKey(after));
    if (starting) return { batch: starting, next: 0 };
    for (const batch of this.kept) {
      const { events } = batch;
      if (compareLogPositions(after, batch.after) <= 0 || compareLogPositions(after, events[events.length - 1]) >= 0) continue;
      const index = events.findIndex((event) => compareLogPositions(event, after) === 0);
      if (index >= 0) return { batch, next: index + 1 };
    }
    return null;
  }

  private keep(batch: KeptBatch): void {
    while (this.kept.length >= this.maxBatches) this.forget(this.kept[0]);
    this.kept.push(batch);
    this.starts.set(positionKey(batch.after), batch);
  }

  private forget(batch: KeptBatch): void {
    const index = this.kept.indexOf(batch);
    if (index >= 0) this.kept.splice(index, 1);
    const key = positionKey(batch.after);
    if (this.starts.get(key) === batch) this.starts.delete(key);
  }
}

async function erasedSubjects(db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ erased: number }>('select count(*)::int as erased from erased_subjects', [], { name: 'count-erased-subjects' });
  return rows[0].erased;
}
