import { StreamTurns } from './stream-turns';

const tick = () => new Promise((resolve) => setImmediate(resolve));
const within = (maxWaitMs: number) => ({ maxWaitMs, tooLong: () => new Error('too long') });

describe('commands taking turns on their streams', () => {
  it('given commands on one stream, then they run one after another in the order they came', async () => {
    const turns = new StreamTurns();
    const log: string[] = [];
    const command = (name: string) =>
      turns.run(['chat-1'], async () => {
        log.push(`${name} starts`);
        await tick();
        log.push(`${name} ends`);
      }, within(1000));
    await Promise.all([command('a'), command('b'), command('c')]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('given commands on different streams, then they run side by side; one on both waits for each', async () => {
    const turns = new StreamTurns();
    const log: string[] = [];
    const command = (name: string, streams: string[]) =>
      turns.run(streams, async () => {
        log.push(`${name} starts`);
        await tick();
        log.push(`${name} ends`);
      }, within(1000));
    await Promise.all([command('a', ['chat-1']), command('b', ['chat-2']), command('both', ['chat-2', 'chat-1'])]);
    expect(log.slice(0, 2).sort()).toEqual(['a starts', 'b starts']);
    expect(log.slice(-2)).toEqual(['both starts', 'both ends']);
  });

  it('given a command that would wait too long, then it is refused and the ones after it still take their turns in order', async () => {
    const turns = new StreamTurns();
    let finishFirst!: () => void;
    const first = turns.run(['chat-1'], () => new Promise<string>((resolve) => (finishFirst = () => resolve('first'))), within(1000));
    const impatient = turns.run(['chat-1'], async () => 'impatient', within(10));
    const patient = turns.run(['chat-1'], async () => 'patient', within(1000));
    await expect(impatient).rejects.toThrow('too long');
    finishFirst();
    expect(await first).toBe('first');
    expect(await patient).toBe('patient');
  });
});
