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
  const messageCount = async () => Number((await db.query<{ n: string }>(`select count(*)::text as n from chat_messages where chat_id = 'o-1'`)).rows[0].n);
  const addMessage = (id: string, position: number) =>
    db.query(`insert into chat_messages (message_id, chat_id, position, kind, sender_id, sender_role, body, created_on) values ($1, 'o-1', $2, 'text', 'u-1', 'Handler', '{}', now())`, [id, position]);
  /** The update the watcher hears after `change`, made once the watch has taken note of the order and then poked. */
  const heardAfter = async ({ watch, updates }: ReturnType<typeof watching>, change: () => Promise<unknown>) => {
    const next = updates.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await change();
    watch.poke();
    return ((await next) as IteratorResult<OrderUpdate>).value;
  };

  test('given a watcher and a poll interval of an hour, when a read model of the process pokes the watch after a new message, then the watcher hears of it at once', async () => {
    const watched = watching();
    expect(await heardAfter(watched, () => addMessage('m-1', 1))).toMatchObject({ orderId: 'o-1', newMessages: 1, statusChanged: false });
    await watched.close();
  });

  test('given a page that loaded an older version of the order, when it subscribes, then it is told of the change at once', async () => {
    const { status, updatedOn } = await storedVersion();
    const { updates, close } = watching({ status: 'DRAFT', updatedOn: new Date(updatedOn.getTime() - 1000) });
    const { value } = (await updates.next()) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', status, statusChanged: true, orderChanged: true, newMessages: 0 });
    await close();
  });

  test('given a page that shows the current version, when it subscribes, then it hears only of what changes afterwards', async () => {
    const watched = watching(await storedVersion());
    const change = () => db.query(`update orders set status = 'IN_PRODUCTION', updated_on = updated_on + interval '1 second' where id = 'o-1'`);
    expect(await heardAfter(watched, change)).toMatchObject({ orderId: 'o-1', status: 'IN_PRODUCTION', statusChanged: true, orderChanged: true });
    await watched.close();
  });

  test('given a page that loaded the chat, when a message arrived before it subscribed, then it is told of the message at once', async () => {
    const loaded = await messageCount();
    await addMessage('m-before', 50);
    const { updates, close } = watching({ ...(await storedVersion()), messages: loaded });
    const { value } = (await updates.next()) as IteratorResult<OrderUpdate>;
    expect(value).toMatchObject({ orderId: 'o-1', newMessages: 1, statusChanged: false, orderChanged: false });
    await close();
  });

  test('given a page that loaded every message of the chat, when it subscribes, then it hears only of messages added afterwards', async () => {
    const watched = watching({ ...(await storedVersion()), messages: await messageCount() });
    expect(await heardAfter(watched, () => addMessage('m-after', 51))).toMatchObject({ orderId: 'o-1', newMessages: 1, orderChanged: false });
    await watched.close();
  });

  test('given no watcher, when poked, then nothing is read', async () => {
    const { client, statements } = countedStatements(db);
    new OrderWatch(client, AN_HOUR).poke();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statements).toEqual([]);
  });
});
