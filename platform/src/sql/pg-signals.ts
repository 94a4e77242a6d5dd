import { Client } from 'pg';
import { compareLogPositions, type LogPosition } from '../event-store/position';
import { logSafeError } from '../logging';
import type { SqlClient } from './sql-client';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/** A processor's batch as another process reports it. */
export interface CommittedBatch {
  readonly processor: string;
  readonly reached: LogPosition;
  /** The processor saw events in the batch (it did not when it only moved its checkpoint past them). */
  readonly handled: boolean;
}

type Signal = { readonly wake: readonly string[] } | { readonly committed: readonly CommittedBatch[] };

/**
 * What the API processes and the workers tell each other over PostgreSQL (NOTIFY and LISTEN) when they run apart:
 * an API wakes the processors a writer waits for as soon as it appended, and a worker tells every API where each
 * processor committed, so a writer passes and an open page hears of it without either side polling. Signals of one
 * tick go out as one notification. A signal lost with a connection only costs time: the processors still look at the
 * log and the APIs at the checkpoints on their own, as they do without signals.
 *
 * The channel is named after the schema, so products in different schemas of one database do not hear each other.
 */
export class PgSignals {
  private channel: Promise<string> | null = null;
  private listener: Client | null = null;
  private closed = false;
  private reconnect: NodeJS.Timeout | null = null;
  private readonly wakeListeners: ((processors: readonly string[]) => void)[] = [];
  private readonly committedListeners: ((batch: CommittedBatch) => void)[] = [];
  private pendingWake = new Set<string>();
  private pendingCommitted = new Map<string, CommittedBatch>();
  private flushing = false;

  constructor(
    private readonly db: SqlClient,
    private readonly connectionString: string,
  ) {}

  /** Listens for the signals of other processes; answers once listening. */
  async listen(): Promise<void> {
    if (this.listener || this.closed) return;
    const channel = await this.channelName();
    const client = new Client({ connectionString: this.connectionString });
    this.listener = client;
    const lose = () => {
      if (this.listener !== client) return;
      this.listener = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.reconnect = setTimeout(() => {
        this.reconnect = null;
        this.listen().catch((error: unknown) => console.error(`Listening for other processes' signals failed: ${logSafeError(error)}`));
      }, RECONNECT_MS);
      this.reconnect.unref();
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen "${channel}"`);
    } catch (error) {
      lose();
      throw error;
    }
  }

  /** Calls `listener` with the processors another process asked to look at the log now. */
  onWake(listener: (processors: readonly string[]) => void): void {
    this.wakeListeners.push(listener);
  }

  /** Calls `listener` with each batch a processor of another process committed. */
  onCommitted(listener: (batch: CommittedBatch) => void): void {
    this.committedListeners.push(listener);
  }

  /** Asks the processes that run these processors to look at the log now. */
  wake(processors: readonly string[]): void {
    for (const processor of processors) this.pendingWake.add(processor);
    this.scheduleFlush();
  }

  /** Tells the other processes that `processor` committed a batch up to `reached`. */
  committed(processor: string, reached: LogPosition, handled: boolean): void {
    const before = this.pendingCommitted.get(processor);
    const furthest = before && compareLogPositions(before.reached, reached) > 0 ? before.reached : reached;
    this.pendingCommitted.set(processor, { processor, reached: { transactionId: furthest.transactionId, globalPosition: furthest.globalPosition }, handled: handled || (before?.handled ?? false) });
    this.scheduleFlush();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private channelName(): Promise<string> {
    this.channel ??= this.db
      .query<{ channel: string }>(`select 'pcbm_signals_' || left(md5(current_schema()), 16) as channel`)
      .then(({ rows }) => rows[0].channel)
      .catch((error: unknown) => {
        this.channel = null;
        throw error;
      });
    return this.channel;
  }

  /** Sends what this tick gathered once the tick is over, one notification for all of it. */
  private scheduleFlush(): void {
    if (this.flushing || this.closed) return;
    this.flushing = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const signals: Signal[] = [];
    if (this.pendingWake.size > 0) signals.push({ wake: [...this.pendingWake] });
    if (this.pendingCommitted.size > 0) signals.push({ committed: [...this.pendingCommitted.values()] });
    this.pendingWake = new Set();
    this.pendingCommitted = new Map();
    try {
      if (signals.length > 0) await this.db.query('select pg_notify($1, $2)', [await this.channelName(), JSON.stringify(signals)], { name: 'signal' });
    } catch (error) {
      console.error(`Signalling other processes failed: ${logSafeError(error)}`);
    } finally {
      this.flushing = false;
      if (this.pendingWake.size > 0 || this.pendingCommitted.size > 0) this.scheduleFlush();
    }
  }

  private heard(payload: string): void {
    let signals: Signal[];
    try {
      signals = JSON.parse(payload) as Signal[];
    } catch {
      return;
    }
    for (const signal of signals) {
      if ('wake' in signal) for (const listener of this.wakeListeners) listener(signal.wake);
      else for (const batch of signal.committed) for (const listener of this.committedListeners) listener(batch);
    }
  }
}
