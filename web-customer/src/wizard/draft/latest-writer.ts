interface Waiter {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Writes values one at a time, always the newest: a value handed in while a write runs waits, and
 * is skipped when a newer one comes. Each write's promise settles when its value, or a newer one, is
 * stored (or the write of it failed).
 */
export function latestWriter<T>(store: (value: T) => Promise<void>) {
  let next: { value: T; waiters: Waiter[] } | null = null;
  let running: Promise<void> | null = null;

  async function drain() {
    while (next) {
      const { value, waiters } = next;
      next = null;
      try {
        await store(value);
        waiters.forEach((waiter) => waiter.resolve());
      } catch (error) {
        waiters.forEach((waiter) => waiter.reject(error));
      }
    }
  }

  function start() {
    running = drain().finally(() => {
      running = null;
      // A value handed in while the last write finished is written too.
      if (next) start();
    });
  }

  return {
    write(value: T): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        next = { value, waiters: [...(next?.waiters ?? []), { resolve, reject }] };
        if (!running) start();
      });
    },
    /** Settles once nothing is waiting to be written. */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
