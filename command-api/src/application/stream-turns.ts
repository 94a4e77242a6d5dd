/**
 * Commands of this process on the same stream take turns: one decides and appends while the others wait, so writers
 * in one process never lose races to each other (only to other processes). Turns are taken on all of a command's
 * streams at once, in the order commands arrive, so two commands never wait on each other.
 */
export class StreamTurns {
  private readonly tails = new Map<string, Promise<void>>();

  /**
   * Runs `work` once every earlier command on any of `streams` is done; when nothing is before it, at once, before
   * `run` returns. With a `limit` whose wait runs out first, its error is thrown instead, and the streams are handed on
   * in order all the same; without one, `work` waits as long as its turn takes (a batch whose commands each keep their
   * own time).
   */
  async run<T>(streams: readonly string[], work: () => Promise<T>, limit?: TurnLimit): Promise<T> {
    const keys = [...new Set(streams)];
    const earlier = keys.flatMap((key) => this.tails.get(key) ?? []);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    for (const key of keys) this.tails.set(key, mine);
    const handOn = () => {
      release();
      for (const key of keys) if (this.tails.get(key) === mine) this.tails.delete(key);
    };
    const ready = Promise.all(earlier).then(() => true);
    const inTime = earlier.length === 0 || (await settlesWithin(ready, limit?.maxWaitMs));
    if (!inTime) {
      void ready.then(handOn);
      throw limit!.tooLong();
    }
    try {
      return await work();
    } finally {
      handOn();
    }
  }
}

/** How long a command waits for its turn at most, and what it is refused with then. */
export interface TurnLimit {
  readonly maxWaitMs: number;
  readonly tooLong: () => Error;
}

/** Whether `ready` settles within `maxWaitMs`; without a limit it always does. */
async function settlesWithin(ready: Promise<boolean>, maxWaitMs: number | undefined): Promise<boolean> {
  if (maxWaitMs === undefined) return ready;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), maxWaitMs)));
  try {
    return await Promise.race([ready, late]);
  } finally {
    clearTimeout(timer);
  }
}
