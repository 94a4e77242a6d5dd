import { PgDatabase } from './pg-database';
import { PgSignals, type CommittedBatch } from './pg-signals';
import { isolatedPostgres } from '../testing/databases';

const url = process.env.DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;

/** The next value `listen` hands its callback. */
function next<T>(listen: (callback: (value: T) => void) => void): Promise<T> {
  const heard: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  listen((value) => {
    const taker = waiting.shift();
    if (taker) taker(value);
    else heard.push(value);
  });
  return new Promise<T>((resolve) => (heard.length > 0 ? resolve(heard.shift()!) : waiting.push(resolve)));
}

describeOnPostgres('signals between the processes of one product on PostgreSQL', () => {
  const schemas: Awaited<ReturnType<typeof isolatedPostgres>>[] = [];
  const databases: PgDatabase[] = [];
  const signals: PgSignals[] = [];

  /** A process of the product in `schema`: its pool and its signals, listening. */
  async function processIn(schema: { url: string }): Promise<PgSignals> {
    const db = new PgDatabase(schema.url, 2);
    databases.push(db);
    const process = new PgSignals(db, schema.url);
    signals.push(process);
    await process.listen();
    return process;
  }

  beforeAll(async () => {
    schemas.push(await isolatedPostgres(url!), await isolatedPostgres(url!));
  });
  afterAll(async () => {
    for (const process of signals) await process.close();
    for (const db of databases) await db.close();
    for (const schema of schemas) await schema.drop();
  });

  test('given an API and a worker of one product, when the API wakes the chats read model, then the worker hears it', async () => {
    const api = await processIn(schemas[0]);
    const worker = await processIn(schemas[0]);
    const heard = next<readonly string[]>((callback) => worker.onWake(callback));
    api.wake(['chats']);
    expect(await heard).toEqual(['chats']);
  });

  test('given a worker that commits two batches of the orders read model in one moment, when an API listens, then it hears one report with the further position and that events were handled', async () => {
    const worker = await processIn(schemas[0]);
    const api = await processIn(schemas[0]);
    const heard = next<CommittedBatch>((callback) => api.onCommitted(callback));
    worker.committed('orders', { transactionId: '900', globalPosition: '12' }, true);
    worker.committed('orders', { transactionId: '901', globalPosition: '13' }, false);
    expect(await heard).toEqual({ processor: 'orders', reached: { transactionId: '901', globalPosition: '13' }, handled: true });
  });

  test('given two products in different schemas of one database, when one wakes a read model, then the other hears only its own signals', async () => {
    const first = await processIn(schemas[0]);
    const other = await processIn(schemas[1]);
    const otherPeer = await processIn(schemas[1]);
    const heard: (readonly string[])[] = [];
    const heardOwn = next<readonly string[]>((callback) =>
      other.onWake((processors) => {
        heard.push(processors);
        callback(processors);
      }),
    );
    first.wake(['accounts']);
    // Sent after the first product's signal: had that crossed over, it would arrive first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    otherPeer.wake(['shops']);
    expect(await heardOwn).toEqual(['shops']);
    expect(heard).toEqual([['shops']]);
  });
});
