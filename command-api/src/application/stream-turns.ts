/**
 * Commands of this process on the same stream take turns: one decides and appends while the others wait, so writers
 * in one process never lose races to each other (only to other processes). Turns are taken on all of a command's
 * streams at once, in the order commands arrive, so two commands never wait on each other.
 */
export class StreamTurns {
  private readonly tails = new Map<string, Promise<void>>();

  /**
   * Runs `work` once every earlier command on any of `streams` is done. When that takes longer than `maxWaitMs`,
   * `tooLong` is thrown instead, and the streams are handed on in order all the same. With an infinite `maxWaitMs`,
   * `work` waits as long as its turn takes (a batch whose commands each keep their own time).
   */
  async run<T>(streams: readonly string[], maxWaitMs: number, tooLong: () => Error, work: () => Promise<T>): Promise<T> {
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
    const inTime = earlier.length === 0 || (await settlesWithin(ready, maxWaitMs));
    if (!inTime) {
      void ready.then(handOn);
      throw tooLong();
    }
    try {
      return await work();
    } finally {
      handOn();
    }
  }
}

/** Whether `ready` settles within `maxWaitMs`; an infinite wait always does. */
async function settlesWithin(ready: Promise<boolean>, maxWaitMs: number): Promise<boolean> {
  if (maxWaitMs === Number.POSITIVE_INFINITY) return ready;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), maxWaitMs)));
  try {
    return await Promise.race([ready, late]);
  } finally {
    clearTimeout(timer);
  }
}
