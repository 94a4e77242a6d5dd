import type { Database } from '../sql/database';
import { sentStatementsDone, withSentStatements } from '../sql/sent-statements';
import type { SqlClient } from '../sql/sql-client';
import type { EventStore, RecordedEvent } from './event-store';
import { registerBystander, unregisterBystander } from './log-bystanders';
import { logHeadOf } from './log-head';
import { compareLogPositions, LOG_START, type LogPosition } from './position';
import { EventHandlingError, failedEventOf, failureLogLine, failureOf, recordProcessorFailure, recordProcessorRecovery, type FailedEvent, type ProcessorFailure } from './processor-health';

/** Something that follows the global log: a projector (read-model writes) or a reactor (follow-up commands). */
export interface EventProcessor {
  readonly name: string;
  /** Handles one event; every write goes through `tx`, which also stores the checkpoint. */
  handle(event: RecordedEvent, tx: SqlClient): Promise<void>;
  /** Handles a batch in log order at once, where that saves round trips; the runner prefers it to `handle`. */
  handleBatch?(events: readonly RecordedEvent[], tx: SqlClient): Promise<void>;
  /**
   * Clears what the processor wrote, before a rebuild from position zero. When `replacing`, the rebuild runs in the
   * same transaction and readers must go on seeing the old rows until it commits: rows are deleted, never truncated
   * (a truncation would make every reader of the table wait for the whole rebuild).
   */
  reset(tx: SqlClient, options?: ResetOptions): Promise<void>;
  /** Gets ready outside the transaction before each batch (connects to a broker, say); a throw fails the batch. */
  prepare?(): Promise<void>;
  /**
   * Whether the processor acts on the event (the streams it follows, say); it must hold for every event the
   * processor's writes depend on. The processor is handed only such events, and only they are read in full (personal
   * data revealed, shapes upcast). A batch without any is not handed to the processor: the runner moves the checkpoint
   * past it with one statement, without a transaction. Without it, the processor sees every event.
   */
  handles?(event: RecordedEvent): boolean;
  /**
   * How many full batches may commit in one transaction while the processor catches up (default 1). A read model,
   * which a crash only makes project those batches again, takes several: on PostgreSQL the runner then hands it the
   * next batch while the database still writes the last one's statements (those it sent with `sendStatement`).
   */
  readonly batchesPerCommit?: number;
}

/** How a processor's reset is used. */
export interface ResetOptions {
  /** The rebuild runs in the reset's transaction, replacing the old rows at once when it commits (`ProcessorRunner.replace`). */
  readonly replacing?: boolean;
}

/**
 * How many events a batch of a rebuild asks for: fewer, larger transactions than following the log needs (measured:
 * about a quarter more events a second than at 500).
 */
export const REBUILD_BATCH_SIZE = 2000;

export interface ProcessorRunnerOptions {
  /** How many events a batch asks for (default 500; a rebuild's, `REBUILD_BATCH_SIZE`). */
  batchSize?: number;
  /** How long the runner rests when the log has nothing new (or after a failure) before it looks again. */
  idleMs?: number;
  onError?: (error: unknown, processor: string) => void;
  /** After consecutive failures the rest doubles from `idleMs` up to this (default `idleMs`: no backing off). */
  maxBackoffMs?: number;
  /**
   * Errors that mean "not yet" (a read model the processor needs is behind) rather than a failure: the batch
   * is retried whole after the idle rest, never split, recorded on /health nor logged.
   */
  isWaiting?: (error: unknown) => boolean;
  /**
   * Before each round, one look at the log's head shared by the process's runners; a runner that has handled the
   * head skips its batch transaction (for the runners that follow the log; a rebuild or a one-off catch-up reads on).
   */
  skipAtHead?: boolean;
}

/**
 * How soon a runner woken for an append looks again while the append is committed but not yet readable (an older
 * transaction is still open), instead of resting.
 */
const WOKEN_RECHECK_MS = 5;

/** How long a runner rests after `failures` failures in a row: `idleMs`, doubling per failure, at most `maxBackoffMs`. */
export function restAfterFailures(failures: number, idleMs: number, maxBackoffMs: number): number {
  return failures === 0 ? idleMs : Math.max(idleMs, Math.min(maxBackoffMs, idleMs * 2 ** Math.min(failures, 20)));
}

/** Reads a processor's checkpoint. */
export async function readCheckpoint(db: SqlClient, processor: string): Promise<LogPosition> {
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    `select transaction_id::text as transaction_id, global_position::text as global_position
     from processor_checkpoints where processor = $1`,
    [processor],
  );
  return rows[0] ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position } : LOG_START;
}

/** Reads the checkpoints of several processors at once; a processor that never ran is missing. */
export async function readCheckpoints(db: SqlClient, processors: readonly string[]): Promise<Map<string, LogPosition>> {
  const { rows } = await db.query<{ processor: string; transaction_id: string; global_position: string }>(
    `select processor, transaction_id::text as transaction_id, global_position::text as global_position
     from processor_checkpoints where processor = any($1::text[])`,
    [processors],
    { name: 'read-checkpoints-of' },
  );
  return new Map(rows.map((row) => [row.processor, { transactionId: row.transaction_id, globalPosition: row.global_position }]));
}

/** Locks the processor's checkpoint row for the batch, making it first when the processor has none yet. */
async function lockCheckpoint(tx: SqlClient, processor: string): Promise<LogPosition> {
  const select = () =>
    tx.query<{ transaction_id: string; global_position: string }>(
      `select transaction_id::text as transaction_id, global_position::text as global_position
       from processor_checkpoints where processor = $1 for update`,
      [processor],
      { name: 'lock-checkpoint' },
    );
  let { rows } = await select();
  if (rows.length === 0) {
    await tx.query(
      `insert into processor_checkpoints (processor, transaction_id, global_position) values ($1, '0'::xid8, 0)
       on conflict (processor) do nothing`,
      [processor],
      { name: 'claim-checkpoint' },
    );
    ({ rows } = await select());
  }
  return { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position };
}

/**
 * Moves the checkpoint from `from` to `to` unless it is no longer at `from` or is locked; returns whether it moved. A
 * locked checkpoint is not waited for here: an update waiting for a lock holds a transaction id, and with it every
 * reader of the log (the caller waits in its batch transaction instead, where a lock is awaited without one).
 */
async function moveCheckpoint(db: SqlClient, processor: string, from: LogPosition, to: LogPosition): Promise<boolean> {
  const { rows } = await db.query(
    `update processor_checkpoints set transaction_id = $2::xid8, global_position = $3, updated_at = now()
     where processor = (select processor from processor_checkpoints
                        where processor = $1 and transaction_id = $4::xid8 and global_position = $5 for update skip locked)
     returning processor`,
    [processor, to.transactionId, to.globalPosition, from.transactionId, from.globalPosition],
    { name: 'move-checkpoint' },
  );
  return rows.length === 1;
}

const samePosition = (a: LogPosition, b: LogPosition) => compareLogPositions(a, b) === 0;
const positionOf = ({ transactionId, globalPosition }: LogPosition): LogPosition => ({ transactionId, globalPosition });

async function storeCheckpoint(tx: SqlClient, processor: string, position: LogPosition): Promise<void> {
  await tx.query(
    `update processor_checkpoints set transaction_id = $2::xid8, global_position = $3, updated_at = now()
     where processor = $1`,
    [processor, position.transactionId, position.globalPosition],
    { name: 'store-checkpoint' },
  );
}

/**
 * Runs one processor: batches of events and the checkpoint commit in one transaction, so a
 * crash never applies an event twice or skips one. Only the holder of the processor's lease runs.
 */
export class ProcessorRunner {
  private running = false;
  private leased = false;
  /** Ends the rest under way `gapMs` after it began, or now when that has passed (null while the runner is busy). */
  private shortenRest: ((gapMs: number) => void) | null = null;
  /** Woken while busy: the next rest lasts at most this long (0: none). */
  private restAtMost: number | null = null;
  private loop: Promise<void> | null = null;
  private readonly batchSize: number;
  private readonly idleMs: number;
  private readonly maxBackoffMs: number;
  private failures = 0;
  private lastFailure: ProcessorFailure | null = null;
  private failedEvent: FailedEvent | null = null;
  private recordedFailing = false;
  private readonly committedListeners: ((reached: LogPosition, handled: boolean) => void)[] = [];
  /** Where this runner last left its checkpoint; null until it knows. */
  private known: LogPosition | null = null;
  /** Woken on purpose: the next round looks at the log without asking the head first. */
  private lookNow = false;
  /** The next batch, being read while this one is handled (when the store reads ahead). */
  private ahead: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    readonly processor: EventProcessor,
    private readonly options: ProcessorRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.idleMs = options.idleMs ?? 50;
    this.maxBackoffMs = options.maxBackoffMs ?? this.idleMs;
  }

  /**
   * Processes one batch of at most `limit` events (while batches are full, as many as the processor commits together);
   * returns how many it handled. A failure names the event when it is known (one event at a time, or a processor
   * without `handleBatch`).
   */
  processBatch(limit = this.batchSize): Promise<number> {
    return this.processBatches(limit, this.processor.batchesPerCommit ?? 1);
  }

  /** Processes at most `limit` events, and while the batches are full up to `batchesPerCommitAtMost` of them, in one transaction. */
  private async processBatches(limit: number, batchesPerCommitAtMost: number): Promise<number> {
    await this.processor.prepare?.();
    // Awaited before the transaction opens: on a one-connection database the read cannot run beside it.
    await this.readAheadDone();
    const known = this.known;
    // A processor that names what it acts on sees its batch before any transaction: one it has nothing in costs one
    // statement, and one it has something in is handled from what was read here while the checkpoint is still there.
    let read: RecordedEvent[] | null = null;
    if (this.processor.handles && known) {
      read = await this.store.readAll(known, limit, undefined, this.processor.handles);
      if (read.length === 0) return 0;
      this.readNextAhead(read, limit);
      if (!read.some((event) => this.processor.handles!(event))) {
        const reached = positionOf(read[read.length - 1]);
        if (await moveCheckpoint(this.db, this.processor.name, known, reached)) {
          this.reached(reached, false);
          return read.length;
        }
        // Moved by someone else meanwhile: the transaction below locks the checkpoint and reads from where it is.
        read = null;
      }
    }
    // Several full batches in one transaction need a second connection to read the next batch on, beside this one.
    const batchesPerCommit = limit > 1 && this.store.readAhead ? batchesPerCommitAtMost : 1;
    const batch = await this.db.transaction(async (transaction) => {
      const tx = batchesPerCommit > 1 ? withSentStatements(transaction) : transaction;
      const checkpoint = await lockCheckpoint(tx, this.processor.name);
      let events = read && known && samePosition(checkpoint, known) ? read : await this.store.readAll(checkpoint, limit, tx, this.processor.handles);
      if (events !== read) this.readNextAhead(events, limit);
      let [handled, reached] = [0, checkpoint];
      try {
        for (let round = 1; ; round++) {
          await this.handleEvents(events, tx);
          handled += events.length;
          if (events.length > 0) reached = events[events.length - 1];
          if (events.length < limit || round >= batchesPerCommit) break;
          // The next batch, read ahead on another connection, is handed over while this one's writes still run.
          await this.readAheadDone();
          events = await this.store.readAll(reached, limit, undefined, this.processor.handles);
          this.readNextAhead(events, limit);
          if (events.length === 0) break;
        }
      } catch (error) {
        // A sent write that failed is the cause of whatever failed after it (the transaction was aborted).
        throw (await this.failedWrite(tx)) ?? error;
      }
      const failed = await this.failedWrite(tx);
      if (failed) throw failed;
      if (handled > 0) await storeCheckpoint(tx, this.processor.name, reached);
      return { handled, reached };
    });
    const reached = positionOf(batch.reached);
    if (batch.handled > 0) this.reached(reached, true);
    else this.known = reached;
    return batch.handled;
  }

  /** A full batch means more is waiting: the next one is read (where the store reads ahead) while this one is handled. */
  private readNextAhead(events: readonly RecordedEvent[], limit: number): void {
    if (events.length === limit && this.store.readAhead) this.ahead = this.store.readAhead(events[events.length - 1], limit);
  }

  /** Waits for the batch being read ahead, if one is. */
  private async readAheadDone(): Promise<void> {
    const ahead = this.ahead;
    this.ahead = null;
    await ahead;
  }

  /** The failure of a write the processor sent without waiting for it, if one failed. */
  private async failedWrite(tx: SqlClient): Promise<EventHandlingError | null> {
    try {
      await sentStatementsDone(tx);
      return null;
    } catch (error) {
      return new EventHandlingError(this.processor.name, null, error);
    }
  }

  /** Hands the processor what it acts on, read in full; the others only move the checkpoint. */
  private async handleEvents(events: readonly RecordedEvent[], tx: SqlClient): Promise<void> {
    const { handles } = this.processor;
    const given = handles ? events.filter((event) => handles(event)) : events;
    if (this.processor.handleBatch) {
      try {
        if (!handles || given.length > 0) await this.processor.handleBatch(given, tx);
      } catch (error) {
        throw new EventHandlingError(this.processor.name, given.length === 1 ? failedEventOf(given[0]) : null, error);
      }
      return;
    }
    for (const event of given) {
      try {
        await this.processor.handle(event, tx);
      } catch (error) {
        throw new EventHandlingError(this.processor.name, failedEventOf(event), error);
      }
    }
  }

  /** Notes where the checkpoint now is and tells the listeners; `handled` says whether the processor saw the batch. */
  private reached(position: LogPosition, handled: boolean): void {
    this.known = position;
    for (const listener of this.committedListeners) listener(position, handled);
  }

  /**
   * Tells `listener` after every batch this runner committed, where it reached and whether the processor saw the batch
   * (it did not when the batch held nothing it acts on), so a reader of its tables can look at once.
   */
  onCommitted(listener: (reached: LogPosition, handled: boolean) => void): void {
    this.committedListeners.push(listener);
  }

  /**
   * Processes until the log has nothing more that is visible, `batchSize` events a batch. When a batch fails on an
   * event, it goes on one event per transaction, so it commits everything before that event and the failure names it.
   */
  async catchUp(batchSize = this.batchSize): Promise<number> {
    let total = 0;
    this.failedEvent = null;
    // After a failure, one batch per commit: what comes before the failing batch is committed, not handled again.
    let batchesPerCommit = this.processor.batchesPerCommit ?? 1;
    for (;;) {
      let handled: number;
      try {
        handled = await this.processBatches(batchSize, batchesPerCommit);
      } catch (error) {
        const split = batchSize > 1 && error instanceof EventHandlingError && !this.options.isWaiting?.(error.cause);
        if (!split) throw this.unwrapped(error);
        if (batchesPerCommit > 1) {
          batchesPerCommit = 1;
          continue;
        }
        try {
          for (let step = 0; step < batchSize; step++) {
            const one = await this.processBatch(1);
            if (one === 0) break;
            total += one;
          }
        } catch (stepError) {
          throw this.unwrapped(stepError);
        }
        continue;
      }
      total += handled;
      // A batch shorter than asked for ends where the log's readable part ended when it was read: asking again at
      // once would cost every processor another transaction for nothing. What was appended since, the next round reads.
      if (handled < batchSize) return total;
    }
  }

  /** The processor's own error, keeping the event it failed on for the health report. */
  private unwrapped(error: unknown): unknown {
    if (!(error instanceof EventHandlingError)) return error;
    this.failedEvent = error.event;
    return error.cause;
  }

  /** The event the last `catchUp` failed on, when known. */
  get lastFailedEvent(): FailedEvent | null {
    return this.failedEvent;
  }

  /**
   * Catches up like `catchUp`, but a failure is recorded (health table, `onError`) instead of thrown;
   * returns whether the processor reached the end of the log. Start-up uses it, so one failing processor
   * never stops the product from starting.
   */
  async tryCatchUp(): Promise<boolean> {
    try {
      await this.catchUp();
      await this.noteSuccess();
      return true;
    } catch (error) {
      await this.noteFailure(error);
      return false;
    }
  }

  /** The last failure this runner saw, and how many came in a row (0 when the last attempt succeeded). */
  get health(): { readonly failures: number; readonly lastFailure: ProcessorFailure | null } {
    return { failures: this.failures, lastFailure: this.lastFailure };
  }

  /** Clears the processor's read models and replays the whole log into them. */
  async rebuild(): Promise<number> {
    this.known = null;
    await this.db.transaction(async (tx) => {
      await lockCheckpoint(tx, this.processor.name);
      await this.processor.reset(tx);
      await storeCheckpoint(tx, this.processor.name, LOG_START);
    });
    return this.catchUp(this.options.batchSize ?? REBUILD_BATCH_SIZE);
  }

  /**
   * Rebuilds the processor's read models from the whole log in one transaction: readers see the old rows until the new
   * ones take their place all at once, never a read model half rebuilt. Its transaction never appends and is
   * registered as such, so the other processors follow the log meanwhile; the processor's own runners wait for it at
   * its checkpoint. A failure rolls everything back and throws; the old rows stay.
   */
  async replace(): Promise<number> {
    this.known = null;
    const batchSize = this.options.batchSize ?? REBUILD_BATCH_SIZE;
    const pipelined = this.store.readAhead !== undefined && (this.processor.batchesPerCommit ?? 1) > 1;
    let bystander: string | null = null;
    const replaced = await this.db.transaction(async (transaction) => {
      const tx = pipelined ? withSentStatements(transaction) : transaction;
      await lockCheckpoint(tx, this.processor.name);
      bystander = await registerBystander(this.db, tx, this.processor.name);
      await this.processor.reset(tx, { replacing: true });
      let [handled, reached] = [0, LOG_START];
      try {
        // Where the store reads ahead, each next batch is read on another connection while this one is handled.
        let events = await this.store.readAll(reached, batchSize, tx, this.processor.handles);
        for (;;) {
          this.readNextAhead(events, batchSize);
          await this.handleEvents(events, tx);
          handled += events.length;
          if (events.length > 0) reached = positionOf(events[events.length - 1]);
          if (events.length < batchSize) break;
          await this.readAheadDone();
          events = await this.store.readAll(reached, batchSize, tx, this.processor.handles);
        }
      } catch (error) {
        throw this.unwrapped((await this.failedWrite(tx)) ?? error);
      } finally {
        await this.readAheadDone().catch(() => undefined);
      }
      const failed = await this.failedWrite(tx);
      if (failed) throw this.unwrapped(failed);
      await storeCheckpoint(tx, this.processor.name, reached);
      return { handled, reached };
    }).finally(() => bystander && unregisterBystander(this.db, bystander).catch(() => undefined));
    this.reached(replaced.reached, true);
    return replaced.handled;
  }


  /** Follows the log in the background until `stop`. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.loop = this.follow();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** Whether this runner holds its processor's lease and follows the log (only one process's runner does). */
  get following(): boolean {
    return this.leased;
  }

  /**
   * Asks the loop to look for new events now instead of at the end of its rest; with `gapMs`, no sooner than that long
   * after its last look ended. Where every look holds up everyone else (PGlite's one connection), the gap gathers the
   * appends of many requests into one look while a lone writer still waits only moments for its read model.
   */
  wake(gapMs = 0): void {
    this.lookNow = true;
    if (this.shortenRest) this.shortenRest(gapMs);
    else this.restAtMost = Math.min(this.restAtMost ?? gapMs, gapMs);
  }

  private async follow(): Promise<void> {
    while (this.running) {
      const lease = await this.db.tryAcquireLease(`processor:${this.processor.name}`);
      if (!lease) {
        await this.idle();
        continue;
      }
      this.leased = true;
      try {
        // A lost lease may already be another process's: stop at once and try to take it again.
        let rechecking = false;
        let recheckUntil = 0;
        while (this.running && !lease.lost) {
          const woken = this.lookNow;
          if (woken && !rechecking) recheckUntil = Date.now() + this.idleMs;
          if (await this.mayHaveWork()) await this.tryCatchUp();
          // Woken for an append and still short of the log's head: a transaction begun before that append and still
          // open holds the log's readable part back. It ends within moments, so look again shortly instead of resting,
          // for as long as the rest would have been.
          rechecking = woken && this.failures === 0 && Date.now() < recheckUntil && (await this.behindHead());
          if (rechecking) {
            this.lookNow = true;
            await this.idle(WOKEN_RECHECK_MS);
            continue;
          }
          await this.idle(restAfterFailures(this.failures, this.idleMs, this.maxBackoffMs));
        }
      } finally {
        this.leased = false;
        await lease.release();
      }
    }
  }

  /** Whether the log's head, readable or not, is beyond where this runner's checkpoint is known to be. */
  private async behindHead(): Promise<boolean> {
    const known = this.known;
    if (!known) return false;
    try {
      // Read afresh: a head read before the append that woke the runner would not show it.
      return compareLogPositions(await logHeadOf(this.db).read(0), known) > 0;
    } catch {
      return false;
    }
  }

  /** False only when the runner is known to have handled the log's head: then the round costs one shared read. */
  private async mayHaveWork(): Promise<boolean> {
    const known = this.known;
    if (!this.options.skipAtHead || this.lookNow || this.failures > 0 || !known) {
      this.lookNow = false;
      return true;
    }
    try {
      return compareLogPositions(await logHeadOf(this.db).read(), known) > 0;
    } catch {
      return true;
    }
  }

  private async noteSuccess(): Promise<void> {
    this.failures = 0;
    if (!this.recordedFailing) return;
    this.recordedFailing = false;
    await recordProcessorRecovery(this.db, this.processor.name).catch(() => undefined);
  }

  private async noteFailure(error: unknown): Promise<void> {
    if (this.options.isWaiting?.(error)) {
      this.failures = 0;
      return;
    }
    this.failures += 1;
    this.lastFailure = failureOf(error, this.failedEvent);
    this.recordedFailing = true;
    // The health table is a report: when the database itself is away, the runner still retries.
    await recordProcessorFailure(this.db, this.processor.name, this.lastFailure).catch(() => undefined);
    if (this.options.onError) this.options.onError(error, this.processor.name);
    else console.error(failureLogLine(this.processor.name, this.lastFailure, this.failures));
  }

  private idle(ms = this.idleMs): Promise<void> {
    const rest = Math.min(ms, this.restAtMost ?? ms);
    this.restAtMost = null;
    if (rest <= 0) return Promise.resolve();
    const began = Date.now();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.shortenRest = null;
        resolve();
      };
      let timer = setTimeout(done, rest);
      this.shortenRest = (gapMs) => {
        const left = Math.min(rest, began + gapMs - Date.now());
        clearTimeout(timer);
        if (left <= 0) done();
        else timer = setTimeout(done, left);
      };
    });
  }
}
