import { PgliteDatabase, type Database } from '@pcbm/platform';
import { countedStatements } from '@pcbm/platform/testing';
import { ensureReadModelSchema } from '@pcbm/projections';
import { OrderWatch, type OrderUpdate, type ShownOrder } from './order-watch';

const AN_HOUR = 60 * 60 * 1000;

describe('watching orders for open pages', () => {
  let db: Database;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await ensureReadModelSchema(db);
    await db.query(`insert into orders (id, super_order_id, manufacturer_id, status, created_on, updated_on) values ('o-1', 's-1', 'm-1', 'WAITING_FOR_QUOTE', now(), now())`);
  });
  afterAll(() => db.close());

  /** A watch polling once an hour (only pokes wake it) with one page subscribed to o-1, and how to close both. */
  const watching = (shown?: ShownOrder) => {
    const watch = new OrderWatch(db, AN_HOUR);
    const abort = new AbortController();
    const updates = watch.watch('o-1', abort.signal, shown);
    const close = async () => {
      abort.abort();
      await updates.return(undefined);
      watch.stop();
    };
    return { watch, updates, close };
  };
  const storedVersion = async () => {
    const { rows } = await db.query<{ status: string; updated_on: Date }>(`select status, updated_on from orders where id = 'o-1'`);
    return { status: rows[0].status, updatedOn: new Date(rows[0].updated_on) };
  };

  test('given a watcher and a poll interval of an hour, when a read model of the process pokes the watch after a new message, then the watcher hears of it at once', async () => {
    const { watch, updates, close } = watching();
    const next = updates.next();
    // The watch has taken note of the order before the message arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.query(`insert into chat_messages (message_id, chat_id, position, kind, sender_id, sender_role, body, created_on) values ('m-1', 'o-1', 1, 'text', 'u-1', 'Handler', '{}', now())`);
    watch.poke();
    const { value } = (await next) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', newMessages: 1, statusChanged: false });
    await close();
  });

  test('given a page that loaded an older version of the order, when it subscribes, then it is told of the change at once', async () => {
    const { status, updatedOn } = await storedVersion();
    const { updates, close } = watching({ status: 'DRAFT', updatedOn: new Date(updatedOn.getTime() - 1000) });
    const { value } = (await updates.next()) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', status, statusChanged: true, orderChanged: true, newMessages: 0 });
    await close();
  });

  test('given a page that shows the current version, when it subscribes, then it hears only of what changes afterwards', async () => {
    const { watch, updates, close } = watching(await storedVersion());
    const next = updates.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.query(`update orders set status = 'IN_PRODUCTION', updated_on = updated_on + interval '1 second' where id = 'o-1'`);
    watch.poke();
    const { value } = (await next) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', status: 'IN_PRODUCTION', statusChanged: true, orderChanged: true });
    await close();
  });

  test('given a page that loaded the chat, when a message arrived before it subscribed, then it is told of the message at once', async () => {
    const { rows } = await db.query<{ n: string }>(`select count(*)::text as n from chat_messages where chat_id = 'o-1'`);
    const loaded = Number(rows[0].n);
    await db.query(`insert into chat_messages (message_id, chat_id, position, kind, sender_id, sender_role, body, created_on) values ('m-before', 'o-1', 50, 'text', 'u-1', 'Handler', '{}', now())`);
    const { updates, close } = watching({ ...(await storedVersion()), messages: loaded });
    const { value } = (await updates.next()) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', newMessages: 1, statusChanged: false, orderChanged: false });
    await close();
  });

  test('given a page that loaded every message of the chat, when it subscribes, then it hears only of messages added afterwards', async () => {
    const { rows } = await db.query<{ n: string }>(`select count(*)::text as n from chat_messages where chat_id = 'o-1'`);
    const { watch, updates, close } = watching({ ...(await storedVersion()), messages: Number(rows[0].n) });
    const next = updates.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.query(`insert into chat_messages (message_id, chat_id, position, kind, sender_id, sender_role, body, created_on) values ('m-after', 'o-1', 51, 'text', 'u-1', 'Handler', '{}', now())`);
    watch.poke();
    const { value } = (await next) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', newMessages: 1, orderChanged: false });
    await close();
  });

  test('given no watcher, when poked, then nothing is read', async () => {
    const { client, statements } = countedStatements(db);
    new OrderWatch(client, AN_HOUR).poke();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statements).toEqual([]);
  });
});
