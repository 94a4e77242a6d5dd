import { logSafeError } from '../logging/log-safe-error';

/**
 * Runs `work` again and again with a rest in between. The work keeps its state in tables and is
 * safe to run in several processes at once (it claims rows or takes a lease for each run), so a
 * restart loses nothing and no connection is held between runs.
 */
export class PeriodicTask<R = unknown> {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    readonly name: string,
    private readonly work: () => Promise<R>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown, name: string) => void = (error, name) => console.error(`${name} failed: ${logSafeError(error)}`),
    /** Rest once before the first run instead of running at the start. */
    private readonly restFirst = false,
  ) {}

  /** Runs the work once now. */
  runOnce(): Promise<R> {
    return this.work();
  }

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

  private async follow(): Promise<void> {
    if (this.restFirst) await this.rest();
    while (this.running) {
      try {
        await this.work();
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
