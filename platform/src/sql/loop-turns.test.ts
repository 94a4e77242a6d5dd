import { LoopTurns } from './loop-turns';
import { PgliteDatabase } from './pglite-database';

/** Counts event-loop iterations by setting an immediate in each, until stopped. */
function iterationCounter(): { readonly count: () => number; readonly stop: () => void } {
  let iterations = 0;
  let running = true;
  const tick = () => {
    iterations++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { count: () => iterations, stop: () => void (running = false) };
}

describe('loop turns', () => {
  test('given three turns asked for at once, when they are handed out, then in the order asked and each in an event-loop iteration of its own', async () => {
    const turns = new LoopTurns();
    const counter = iterationCounter();
    const handedOut: { turn: number; iteration: number }[] = [];
    await Promise.all([1, 2, 3].map((turn) => turns.take().then(() => handedOut.push({ turn, iteration: counter.count() }))));
    counter.stop();
    expect(handedOut.map(({ turn }) => turn)).toEqual([1, 2, 3]);
    expect(new Set(handedOut.map(({ iteration }) => iteration)).size).toBe(3);
  });

  test('given a turn taken after the others were handed out, when it is asked for, then it is handed out as well', async () => {
    const turns = new LoopTurns();
    await turns.take();
    await expect(turns.take()).resolves.toBeUndefined();
  });
});

describe('the embedded database between statements', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
  });
  afterAll(() => db.close());

  test('given ten statements sent at once, when they run, then the event loop turns between them, so connections are accepted and sockets read meanwhile', async () => {
    const counter = iterationCounter();
    const iterations: number[] = [];
    await Promise.all(Array.from({ length: 10 }, (_, i) => db.query('select $1::int as n', [i]).then(() => iterations.push(counter.count()))));
    counter.stop();
    // Run back to back on this thread, the ten would all finish within one iteration.
    expect(new Set(iterations).size).toBe(10);
  });

  test('given a transaction and a statement sent at once, when they run, then both finish and in the order sent', async () => {
    const finished: string[] = [];
    await Promise.all([
      db.transaction(async (tx) => {
        await tx.query('select 1');
        await tx.query('select 2');
        finished.push('transaction');
      }),
      db.query('select 3').then(() => finished.push('statement')),
    ]);
    expect(finished).toEqual(['transaction', 'statement']);
  });
});
