/** Runs `operation` from `writers` concurrent loops for `seconds` and returns operations per second. */
export async function throughput(writers: number, seconds: number, operation: (writer: number, n: number) => Promise<void>): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; performance.now() < deadline; n++) {
        await operation(writer, n);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

export const format = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`;

/** The middle of the figures (the upper middle of an even count). */
export const median = (figures: readonly number[]) => [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)];
