import { latestWriter } from './latest-writer';

function slowStore() {
  const stored: string[] = [];
  const pending: (() => void)[] = [];
  const store = (value: string) =>
    new Promise<void>((resolve) => {
      pending.push(() => {
        stored.push(value);
        resolve();
      });
    });
  const finishOne = async () => {
    await Promise.resolve();
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { stored, store, finishOne };
}

describe('writing the newest value', () => {
  it('given a slow write, when newer values come meanwhile, then only the newest of them is written after it', async () => {
    const { stored, store, finishOne } = slowStore();
    const writer = latestWriter(store);
    const written = [writer.write('a'), writer.write('b'), writer.write('c')];
    await finishOne();
    await finishOne();
    await Promise.all(written);
    await writer.idle();
    expect(stored).toEqual(['a', 'c']);
  });

  it('given a failing write, when written, then its promise rejects and later values are still written', async () => {
    const stored: string[] = [];
    const writer = latestWriter(async (value: string) => {
      if (value === 'bad') throw new Error('disk full');
      stored.push(value);
    });
    await expect(writer.write('bad')).rejects.toThrow('disk full');
    await writer.write('good');
    expect(stored).toEqual(['good']);
  });

  it('given nothing to write, when waiting for it to be idle, then it settles at once', async () => {
    await expect(latestWriter(async () => undefined).idle()).resolves.toBeUndefined();
  });
});
