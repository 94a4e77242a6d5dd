import { ensureEventStoreSchema, heldUpProcessors, registerBystander, type Database, type LogPosition, type SqlClient } from '@pcbm/platform';
import { countedStatements, reachableDatabases } from '@pcbm/platform/testing';
import { CheckpointWatch } from './read-your-writes';

const at = (position: number): LogPosition => ({ transactionId: '100', globalPosition: String(position) });

describe.each(reachableDatabases())('the checkpoint watch on $name', ({ open }) => {
  let db: Database;
  let queries: string[];
  let counting: SqlClient;
  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    ({ client: counting, statements: queries } = countedStatements(db));
  });
  beforeEach(async () => {
    queries.length = 0;
    await db.query('delete from processor_checkpoints');
  });
  afterAll(() => db.close());

  const storeCheckpoint = (processor: string, position: LogPosition) =>
    db.query(`insert into processor_checkpoints (processor, transaction_id, global_position) values ($1, $2::xid8, $3)`, [processor, position.transactionId, position.globalPosition]);

  test('given a processor of this process reported a batch past the position, when a writer waits for it, then the writer passes without asking the database', async () => {
    const watch = new CheckpointWatch(counting);
    watch.committed('chats', at(12));
    await expect(watch.waitFor(['chats'], at(10), 1000)).resolves.toEqual({ passed: true });
    expect(queries).toEqual([]);
  });

  test('given a writer waiting for processors of this process, when the last of them reports passing its position, then the writer passes then, without asking the database', async () => {
    const watch = new CheckpointWatch(counting);
    watch.committed('chats', at(5));
    watch.committed('orders', at(5));
    let outcome: unknown = null;
    const waiting = watch.waitFor(['chats', 'orders'], at(10), 5000).then((result) => (outcome = result));
    watch.committed('chats', at(11));
    await Promise.resolve();
    expect(outcome).toBeNull();
    watch.committed('orders', at(10));
    await waiting;
    expect(outcome).toEqual({ passed: true });
    expect(queries).toEqual([]);
  });

  test('given a writer waiting for a processor of another process, when the watch stops, then the writer is answered as not passed and the database is asked nothing more', async () => {
    const watch = new CheckpointWatch(counting);
    const waiting = watch.waitFor(['mail'], at(15), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    watch.stop();
    await expect(waiting).resolves.toEqual({ passed: false, behind: 'mail' });
    const asked = queries.length;
    await expect(watch.waitFor(['mail'], at(16), 60_000)).resolves.toEqual({ passed: false, behind: 'mail' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queries.slice(asked)).toEqual([]);
  });

  test('given a processor that runs in another process, when a writer waits for it, then the watch reads its checkpoint from the database', async () => {
    await storeCheckpoint('mail', at(20));
    const watch = new CheckpointWatch(counting);
    await expect(watch.waitFor(['mail'], at(15), 1000)).resolves.toEqual({ passed: true });
    expect(queries.length).toBeGreaterThan(0);
  });

  test('given a processor that reported here and then went on in another process, when a writer waits past its last report, then the writer passes on the checkpoint in the database', async () => {
    const watch = new CheckpointWatch(counting);
    watch.committed('chats', at(5));
    await storeCheckpoint('chats', at(30));
    await expect(watch.waitFor(['chats'], at(25), 5000)).resolves.toEqual({ passed: true });
    expect(queries.length).toBeGreaterThan(0);
  });

  test('given a processor of this process that never reaches the position, when the time runs out, then the writer is told which processor is behind', async () => {
    const watch = new CheckpointWatch(counting);
    watch.committed('chats', at(5));
    await expect(watch.waitFor(['chats'], at(10), 150)).resolves.toEqual({ passed: false, behind: 'chats' });
  });

  test('given a processor whose read model is being replaced, when a writer waits for it, then the writer is told at once that it is behind instead of waiting for the replacement', async () => {
    if (db.connections < 2) return;
    await storeCheckpoint('orders', at(5));
    await db.transaction(async (tx) => {
      // A replacement under way: a transaction still running, registered for the processor.
      await registerBystander(db, tx, 'orders');
      const watch = new CheckpointWatch(counting);
      await expect(watch.waitFor(['orders'], at(10), 60_000)).resolves.toEqual({ passed: false, behind: 'orders' });
    });
    // Once its transaction has ended, the registration holds up nobody.
    expect(await heldUpProcessors(db, ['orders'])).toEqual([]);
    await db.query('delete from log_bystanders');
  }, 20_000);

  test('given a later report of an older batch, then the watch keeps the furthest position reported', async () => {
    const watch = new CheckpointWatch(counting);
    watch.committed('chats', at(12));
    watch.committed('chats', at(3));
    await expect(watch.waitFor(['chats'], at(10), 1000)).resolves.toEqual({ passed: true });
    expect(queries).toEqual([]);
  });
});
