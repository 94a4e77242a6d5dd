import { PgliteDatabase, type Database } from '@pcbm/platform';
import { ensureReadModelSchema } from '@pcbm/projections';
import { OrderWatch, type OrderUpdate } from './order-watch';

const AN_HOUR = 60 * 60 * 1000;

describe('watching orders for open pages', () => {
  let db: Database;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await ensureReadModelSchema(db);
    await db.query(`insert into orders (id, super_order_id, manufacturer_id, status, created_on, updated_on) values ('o-1', 's-1', 'm-1', 'WAITING_FOR_QUOTE', now(), now())`);
  });
  afterAll(() => db.close());

  test('given a watcher and a poll interval of an hour, when a read model of the process pokes the watch after a new message, then the watcher hears of it at once', async () => {
    const watch = new OrderWatch(db, AN_HOUR);
    const abort = new AbortController();
    const updates = watch.watch('o-1', abort.signal);
    const next = updates.next();
    // The watch has taken note of the order before the message arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.query(`insert into chat_messages (message_id, chat_id, position, kind, sender_id, sender_role, body, created_on) values ('m-1', 'o-1', 1, 'text', 'u-1', 'Handler', '{}', now())`);
    watch.poke();
    const { value } = (await next) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', newMessages: 1, statusChanged: false });
    abort.abort();
    await updates.return(undefined);
    watch.stop();
  });

  test('given a page that loaded an older version of the order, when it subscribes, then it is told of the change at once', async () => {
    const watch = new OrderWatch(db, AN_HOUR);
    const abort = new AbortController();
    const {
      rows: [{ status, updated_on }],
    } = await db.query<{ status: string; updated_on: Date }>(`select status, updated_on from orders where id = 'o-1'`);
    const shown = { status: 'DRAFT', updatedOn: new Date(new Date(updated_on).getTime() - 1000) };
    const updates = watch.watch('o-1', abort.signal, shown);
    const { value } = (await updates.next()) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', status, statusChanged: true, orderChanged: true, newMessages: 0 });
    abort.abort();
    await updates.return(undefined);
    watch.stop();
  });

  test('given a page that shows the current version, when it subscribes, then it hears only of what changes afterwards', async () => {
    const watch = new OrderWatch(db, AN_HOUR);
    const abort = new AbortController();
    const {
      rows: [{ status, updated_on }],
    } = await db.query<{ status: string; updated_on: Date }>(`select status, updated_on from orders where id = 'o-1'`);
    const updates = watch.watch('o-1', abort.signal, { status, updatedOn: new Date(updated_on) });
    const next = updates.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.query(`update orders set status = 'IN_PRODUCTION', updated_on = updated_on + interval '1 second' where id = 'o-1'`);
    watch.poke();
    const { value } = (await next) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', status: 'IN_PRODUCTION', statusChanged: true, orderChanged: true });
    abort.abort();
    await updates.return(undefined);
    watch.stop();
  });

  test('given no watcher, when poked, then nothing is read', async () => {
    const reads: string[] = [];
    const counting = { ...db, query: async (text: string, params?: unknown[]) => (reads.push(text), db.query(text, params)) } as unknown as Database;
    new OrderWatch(counting, AN_HOUR).poke();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual([]);
  });
});
