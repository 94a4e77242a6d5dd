import type { LogPosition } from './position';
import type { SqlClient } from '../sql/sql-client';

/** Who caused an event, from which command, and how it links to what came before it. */
export interface EventMetadata {
  readonly correlationId: string;
  readonly causationId: string;
  readonly command?: string;
  readonly actor?: { readonly userId?: string; readonly companyId?: string; readonly kind: 'USER' | 'SYSTEM' };
}

export interface NewEvent {
  readonly eventId?: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent extends LogPosition {
  readonly eventId: string;
  readonly streamId: string;
  /** 1-based position inside its stream. */
  readonly streamPosition: number;
  readonly type: string;
  readonly schemaVersion: number;
  /** The version the event was written with, when reading upcast it to `schemaVersion`. */
  readonly storedSchemaVersion?: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
}

/** `0` means the stream must not exist yet; `'any'` skips the check. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** The stream's version after the append (its last stream position). */
  readonly nextExpectedVersion: number;
  /** Log position of the last appended event. */
  readonly position: LogPosition;
}

/** Events for one stream, appended after whatever it holds. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
}

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  /** Appends inside a transaction the caller holds; the events commit with it. */
  appendInTransaction(
    tx: SqlClient,
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult>;
  /**
   * Appends to several streams inside a transaction the caller holds, with one statement however many streams: for
   * reactors that write into many streams per batch. `'any'` appends after whatever each stream holds; `0` appends
   * only to the streams that do not exist yet and leaves the others as they are. Returns the streams appended to.
   */
  appendToStreamsInTransaction(tx: SqlClient, appends: readonly StreamAppend[], expectedVersion: 'any' | 0): Promise<string[]>;
  /** A stream's events from `fromVersion`; `db` reads inside a transaction the caller holds (a processor's). */
  readStream(streamId: string, fromVersion?: number, db?: SqlClient): Promise<RecordedEvent[]>;
  /**
   * Committed events after `after`, in log order; never returns an event whose transaction may still commit before it.
   * With `wanted`, a store that reveals personal data and upcasts (the product's) does so only for the events it
   * accepts; the others come back as stored and serve for their positions only.
   */
  readAll(after: LogPosition, limit: number, db?: SqlClient, wanted?: (event: RecordedEvent) => boolean): Promise<RecordedEvent[]>;
  /**
   * Reads the batch after `after` in the background, so that a `readAll` from there finds it read: a processor
   * catching up asks for its next batch while it handles the current one, and commits several full batches together
   * (the reads run on a connection beside its transaction). Stores that keep no batches, or have no second connection
   * to read on, leave it out.
   */
  readAhead?(after: LogPosition, limit: number): Promise<void>;
}
