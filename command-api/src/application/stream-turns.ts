/**
 * Commands of this process on the same stream take turns: one decides and appends while the others wait, so writers
 * in one process never lose races to each other (only to other processes). Turns are taken on all of a command's
 * streams at once, in the order commands arrive, so two commands never wait on each other.
 */
export class StreamTurns {
  private readonly tails = new Map<string, Promise<void>>();

  /**
   * Runs `work` once every earlier command on any of `streams` is done. When that takes longer than `maxWaitMs`,
   * `tooLong` is thrown instead, and the streams are handed on in order all the same.
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
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), maxWaitMs)));
    const inTime = earlier.length === 0 || (await Promise.race([ready, late]));
    clearTimeout(timer);
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
