import type { Database } from '../sql/database';

/**
 * Runs `work` again and again with a rest in between, in one process at a time (a lease by name);
 * state lives in tables, so a restart loses nothing.
 */
export class PeriodicTask<R = unknown> {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    readonly name: string,
    private readonly work: () => Promise<R>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown, name: string) => void = (error, name) => console.error(`${name} failed:`, error),
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.follow();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
  }

  /** Runs the work once now, under the lease; null when another run holds it. */
  async runOnce(): Promise<R | null> {
    const lease = await this.db.tryAcquireLease(`task:${this.name}`);
    if (!lease) return null;
    try {
      return await this.work();
    } finally {
      await lease.release();
    }
  }

  private async follow(): Promise<void> {
    while (this.running) {
      try {
        await this.runOnce();
      } catch (error) {
        this.onError(error, this.name);
      }
      await this.rest();
    }
  }

  private rest(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, this.intervalMs);
      this.wakeUp = done;
    });
  }
}
