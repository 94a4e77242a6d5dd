/**
 * Hands out turns one per event-loop iteration, first come first served.
 *
 * The embedded database runs each statement synchronously on this thread, and a request whose statements all run
 * there finishes without giving the event loop back. Fifty such requests in one iteration make it half a second
 * long, and the server accepts one new connection per iteration: a client connecting then waited seconds before its
 * first request was even read. Taking a turn before each statement ends the iteration between statements, so
 * connections are accepted and sockets read between any two of them.
 */
export class LoopTurns {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  /** Resolves in an event-loop iteration of its own, after every turn asked for before it. */
  take(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    // An immediate set while immediates run waits for the next iteration, so each turn gets an iteration of its own.
    setImmediate(() => {
      this.scheduled = false;
      this.waiting.shift()!();
      this.schedule();
    });
  }
}
