import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReadModelName } from '@pcbm/projections';
import { compareLogPositions, heldUpProcessors, logSafeError, LOG_START, readCheckpoints, type LogPosition, type SqlClient } from '@pcbm/platform';

const POLL_MS = 10;
/**
 * How often the watch asks the database when every processor its writers wait for runs in this process and reports
 * its batches: only in case one of them has handed its work to another process.
 */
const LOCAL_POLL_MS = 100;
/** A processor counts as running in this process while its last reported batch is at most this old. */
const REPORTED_WITHIN_MS = 1000;
/**
 * How often the watch asks whether a processor someone waits for is stuck on a failing event, or has its read model
 * replaced (an erasure): its checkpoint stays put until that is done, so waiting for it would only hold the answer.
 */
const STUCK_CHECK_MS = 250;

/** What one GraphQL operation learnt while waiting for read models: which of them it gave up on. */
export interface AnswerDeadlines {
  readonly exceeded: Set<string>;
}

const deadlines = new AsyncLocalStorage<AnswerDeadlines>();

/** Runs one operation, collecting the read models its writes gave up waiting for. */
export function collectingAnswerDeadlines<T>(run: (notes: AnswerDeadlines) => T): T {
  const notes: AnswerDeadlines = { exceeded: new Set() };
  return deadlines.run(notes, () => run(notes));
}

interface Waiter {
  readonly processors: readonly string[];
  readonly position: LogPosition;
  readonly deadline: number;
  readonly done: (outcome: { passed: true } | { passed: false; behind: string }) => void;
}

/**
 * One watch per database for every writer waiting on read models. The processors of this process report each batch
 * they commit, and a writer waiting only for them passes on that report without a query; for the others, a single
 * query of the checkpoints per tick (or at once when a processor of this process has committed), however many
 * requests wait, instead of each polling.
 */
export class CheckpointWatch {
  private readonly waiters = new Set<Waiter>();
  /** Where each processor of this process last committed, and when it said so. */
  private readonly reported = new Map<string, { readonly position: LogPosition; readonly at: number }>();
  private timer: NodeJS.Timeout | null = null;
  private looking = false;
  private pokedWhileLooking = false;
  private nextStuckCheck = 0;
  private stopped = false;

  constructor(
    private readonly db: SqlClient,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Resolves true once every processor has passed `position`; false when one is stuck or the time runs out. */
  waitFor(processors: readonly string[], position: LogPosition, timeoutMs: number): Promise<{ passed: true } | { passed: false; behind: string }> {
    return new Promise((done) => {
      const waiter = { processors, position, deadline: this.clock() + timeoutMs, done };
      if (this.passedHere(waiter)) return done({ passed: true });
      if (this.stopped) return done({ passed: false, behind: processors[0] });
      this.waiters.add(waiter);
      if (processors.every((processor) => this.runsHere(processor))) this.schedule();
      else this.poke();
    });
  }

  /** A processor of this process committed a batch up to `position`: the writers it was the last to wait for pass now. */
  committed(processor: string, position: LogPosition): void {
    const before = this.reported.get(processor);
    const furthest = before && compareLogPositions(before.position, position) > 0 ? before.position : position;
    this.reported.set(processor, { position: furthest, at: this.clock() });
    for (const waiter of this.waiters) {
      if (!this.passedHere(waiter)) continue;
      this.waiters.delete(waiter);
      waiter.done({ passed: true });
    }
  }

  /**
   * Stops watching before the database closes (the product shuts down): writers still waiting are answered as not
   * passed, and the database is asked nothing more.
   */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const waiter of this.waiters) waiter.done({ passed: false, behind: waiter.processors[0] });
    this.waiters.clear();
  }

  /** Looks now: a processor has committed a batch. */
  poke(): void {
    if (this.waiters.size === 0) return;
    if (this.looking) this.pokedWhileLooking = true;
    else void this.look();
  }

  private passedHere(waiter: Waiter): boolean {
    return waiter.processors.every((processor) => {
      const reported = this.reported.get(processor);
      return reported !== undefined && compareLogPositions(reported.position, waiter.position) >= 0;
    });
  }

  private runsHere(processor: string): boolean {
    const reported = this.reported.get(processor);
    return reported !== undefined && this.clock() - reported.at <= REPORTED_WITHIN_MS;
  }

  private schedule(): void {
    if (this.timer || this.waiters.size === 0) return;
    const onlyHere = [...this.waiters].every((waiter) => waiter.processors.every((processor) => this.runsHere(processor)));
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.look();
      },
      onlyHere ? LOCAL_POLL_MS : POLL_MS,
    );
    this.timer.unref();
  }

  private async look(): Promise<void> {
    // Nobody waits, also once stopped (no writer is kept then).
    if (this.looking || this.waiters.size === 0) return;
    this.looking = true;
    try {
      const names = [...new Set([...this.waiters].flatMap((waiter) => waiter.processors))];
      const passed = await readCheckpoints(this.db, names);
      if (this.stopped) return;
      const checkStuck = this.clock() >= this.nextStuckCheck;
      const stuck = checkStuck ? new Set(await heldUpProcessors(this.db, names)) : new Set<string>();
      if (checkStuck) this.nextStuckCheck = this.clock() + STUCK_CHECK_MS;
      const now = this.clock();
      for (const waiter of this.waiters) {
        const behind = waiter.processors.find((processor) => compareLogPositions(passed.get(processor) ?? LOG_START, waiter.position) < 0);
        if (!behind) {
          this.waiters.delete(waiter);
          waiter.done({ passed: true });
        } else if (stuck.has(behind) || now > waiter.deadline) {
          this.waiters.delete(waiter);
          waiter.done({ passed: false, behind });
        }
      }
    } catch (error) {
      // A look under way when the product stopped may find the database closed: nothing to report then.
      if (this.stopped) return;
      console.error(`Watching the read models' checkpoints failed: ${logSafeError(error)}`);
      const now = this.clock();
      for (const waiter of this.waiters) {
        if (now <= waiter.deadline) continue;
        this.waiters.delete(waiter);
        waiter.done({ passed: false, behind: waiter.processors[0] });
      }
    } finally {
      this.looking = false;
      if (this.pokedWhileLooking) {
        this.pokedWhileLooking = false;
        void this.look();
      } else {
        this.schedule();
      }
    }
  }
}

const watches = new WeakMap<SqlClient, CheckpointWatch>();

/** The checkpoint watch of a database, made on first use. */
export function checkpointWatchOf(db: SqlClient): CheckpointWatch {
  let watch = watches.get(db);
  if (!watch) {
    watch = new CheckpointWatch(db);
    watches.set(db, watch);
  }
  return watch;
}

/**
 * Waits (bounded) until every named processor has passed `position`, so a mutation can answer
 * with the state it just wrote. Stops early when a processor is stuck on an event it keeps failing on.
 * Returns false when it gave up; the operation then carries DEADLINE_EXCEEDED, so the answer is
 * never silently stale.
 */
export async function waitForProcessors(db: SqlClient, processors: readonly ReadModelName[], position: LogPosition, timeoutMs: number): Promise<boolean> {
  const outcome = await checkpointWatchOf(db).waitFor(processors, position, timeoutMs);
  if (outcome.passed) return true;
  deadlines.getStore()?.exceeded.add(outcome.behind);
  return false;
}
