import { PeriodicTask } from './periodic-task';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a periodic task', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  async function runsAfter(runs: () => number, ms: number): Promise<number> {
    await jest.advanceTimersByTimeAsync(ms);
    await tick();
    return runs();
  }

  test('given a task, when it starts, then it runs at once and again after each rest, until it stops', async () => {
    let runs = 0;
    const task = new PeriodicTask('counting', async () => ++runs, 1000);
    task.start();
    await tick();
    expect(runs).toBe(1);
    expect(await runsAfter(() => runs, 1000)).toBe(2);
    await task.stop();
    expect(await runsAfter(() => runs, 5000)).toBe(2);
  });

  test('given a task that rests first, when it starts, then it runs only once a rest has passed, and a stop during that rest ends it without a run', async () => {
    let runs = 0;
    const task = new PeriodicTask('resting', async () => ++runs, 1000, undefined, true);
    task.start();
    expect(await runsAfter(() => runs, 999)).toBe(0);
    expect(await runsAfter(() => runs, 1)).toBe(1);

    await task.stop();

    let stoppedRuns = 0;
    const stopped = new PeriodicTask('stopped', async () => ++stoppedRuns, 1000, undefined, true);
    stopped.start();
    await stopped.stop();
    expect(await runsAfter(() => stoppedRuns, 5000)).toBe(0);
  });

  test('given a task whose work fails, when it runs, then the failure is reported and the task goes on', async () => {
    const failures: string[] = [];
    let runs = 0;
    const task = new PeriodicTask(
      'failing',
      async () => {
        runs++;
        throw new Error('no database');
      },
      1000,
      (error, name) => failures.push(`${name}: ${(error as Error).message}`),
    );
    task.start();
    expect(await runsAfter(() => runs, 1000)).toBe(2);
    expect(failures).toEqual(['failing: no database', 'failing: no database']);
    await task.stop();
  });
});
