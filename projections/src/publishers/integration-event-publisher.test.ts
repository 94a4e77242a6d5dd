import { randomUUID } from 'node:crypto';
import { chatStreamId, CURRENT_EVENT_VERSIONS, orderReservation, reservationStreamId, superOrderStreamId, userStreamId, type DomainEvent } from '@pcbm/domain';
import { ensureEventStoreSchema, InProcessBus, ProcessorRunner, readCheckpoint, SqlEventStore, type BusMessage, type Database, type SqlClient } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { superOrderHistory } from '../bench/order-history-fixture';
import { ensureReadModelSchema, orderProjector } from '../read-models';
import { integrationEventPublisher } from './integration-event-publisher';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const stamp = (events: DomainEvent[]) => events.map((e) => ({ type: e.type, schemaVersion: CURRENT_EVENT_VERSIONS[e.type], data: e.data, metadata }));
const at = '2026-11-23T09:00:00.000Z';

/** The in-process bus during an outage: it refuses every publish while `down`. */
class InterruptedBus extends InProcessBus {
  down = false;
  override async publish(messages: readonly BusMessage[]): Promise<void> {
    if (this.down) throw new Error('the bus is down');
    await super.publish(messages);
  }
}

const eventIds = (messages: readonly BusMessage[]) => messages.map((m) => m.headers['event-id']);

describe.each(reachableDatabases())('the integration event publisher on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;
  let bus: InterruptedBus;
  let orders: ProcessorRunner;
  let publisher: ProcessorRunner;
  const superOrderId = randomUUID();
  const userId = randomUUID();
  let orderId: string;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    await ensureReadModelSchema(db);
    store = new SqlEventStore(db);
    bus = new InterruptedBus();
    orders = new ProcessorRunner(db, store, orderProjector, { batchSize: 2 });
    publisher = new ProcessorRunner(db, store, integrationEventPublisher(bus), { batchSize: 2 });
  });
  afterAll(() => db.close());

  test('given a super order and its chat, when the publisher catches up, then every event goes out in log order per key with its headers', async () => {
    const history = superOrderHistory(superOrderId, at);
    orderId = (history[0] as Extract<DomainEvent, { type: 'SuperOrderCreated' }>).data.orders[0].orderId;
    await store.append(superOrderStreamId(superOrderId), stamp(history), 0);
    await store.append(userStreamId(userId), stamp([{ type: 'UserRegistered', data: { userId, username: 'jdoe', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', locale: 'en', occurredAt: at } }]), 0);
    await orders.catchUp();
    await store.append(chatStreamId(orderId), stamp([{ type: 'TextMessageSent', data: { chatId: orderId, messageId: randomUUID(), senderId: userId, senderRole: 'Requester', text: 'Hello Jane', occurredAt: at } }]), 0);

    await publisher.catchUp();

    const log = await store.readAll({ transactionId: '0', globalPosition: '0' }, 100);
    const orderMessages = bus.published('pcbm.orders').filter((m) => m.key === superOrderId);
    expect(eventIds(orderMessages)).toEqual(log.filter((e) => e.streamId === superOrderStreamId(superOrderId)).map((e) => e.eventId));
    expect(orderMessages.map((m) => [m.headers['event-type'], m.headers['schema-version']])).toEqual([
      ['SuperOrderCreated', '1'], ['QuoteOffered', '1'], ['QuoteAccepted', '1'], ['OrderCanceledByCustomer', '1'], ['OrderProductionStarted', '1'],
    ]);
    const [chat] = bus.published('pcbm.chats');
    expect(chat.key).toBe(superOrderId);
    expect(JSON.parse(chat.value)).toMatchObject({ type: 'ChatMessageSent', version: 1, data: { orderId, messageKind: 'TEXT', senderRole: 'Requester' } });
    const [account] = bus.published('pcbm.accounts');
    expect(account).toMatchObject({ key: userId, headers: { 'event-type': 'UserRegistered' } });
    expect(JSON.stringify(bus.published())).not.toMatch(/Jane|jane@example\.com|Hello|Bench|Hauptstr/);
  });

  test('given the bus is down, when events happen, then the checkpoint stays and they go out, none lost, once it is back', async () => {
    const before = await readCheckpoint(db, 'integration-event-publisher');
    const published = bus.published().length;
    bus.down = true;
    await store.append(chatStreamId(orderId), stamp([{ type: 'UserAssignedToChat', data: { chatId: orderId, userId, role: 'Requester', occurredAt: at } }]), 1);
    await store.append(superOrderStreamId(superOrderId), stamp([{ type: 'OrderShipped', data: { orderId, occurredAt: at } }]), 5);
    await expect(publisher.catchUp()).rejects.toThrow('the bus is down');
    expect(await readCheckpoint(db, 'integration-event-publisher')).toEqual(before);
    expect(bus.published()).toHaveLength(published);

    bus.down = false;
    await publisher.catchUp();
    expect(bus.published().slice(published).map((m) => m.headers['event-type'])).toEqual(['ChatUserAssigned', 'OrderShipped']);
  });

  test('given a chat of an order the read model does not show yet, then the publisher waits for it instead of skipping the event', async () => {
    const lateSuperOrder = randomUUID();
    const history = superOrderHistory(lateSuperOrder, at).slice(0, 1);
    const lateOrder = (history[0] as Extract<DomainEvent, { type: 'SuperOrderCreated' }>).data.orders[0].orderId;
    await store.append(superOrderStreamId(lateSuperOrder), stamp(history), 0);
    await publisher.catchUp();
    await store.append(chatStreamId(lateOrder), stamp([{ type: 'UserAssignedToChat', data: { chatId: lateOrder, userId, role: 'Handler', occurredAt: at } }]), 0);
    await expect(publisher.catchUp()).rejects.toThrow(lateOrder);

    await orders.catchUp();
    await publisher.catchUp();
    expect(bus.published('pcbm.chats').at(-1)).toMatchObject({ key: lateSuperOrder, headers: { 'event-type': 'ChatUserAssigned' } });
  });

  test('given a chat whose super order the publisher found in its reservation, when later batches carry its messages, then it does not read the reservation again', async () => {
    const chatSuperOrder = randomUUID();
    const history = superOrderHistory(chatSuperOrder, at).slice(0, 1);
    const chatOrder = (history[0] as Extract<DomainEvent, { type: 'SuperOrderCreated' }>).data.orders[0].orderId;
    await store.append(superOrderStreamId(chatSuperOrder), stamp(history), 0);
    await store.append(reservationStreamId(orderReservation(chatOrder)), stamp([{ type: 'NameReserved', data: { key: orderReservation(chatOrder), ownerId: chatSuperOrder, occurredAt: at } }]), 0);
    const read: string[] = [];
    const watched = new Proxy(store, {
      get: (target, property) =>
        property === 'readStream'
          ? (streamId: string, ...rest: [number?, SqlClient?]) => {
              read.push(streamId);
              return target.readStream(streamId, ...rest);
            }
          : Reflect.get(target, property, target),
    });
    const remembering = new ProcessorRunner(db, store, integrationEventPublisher(bus, watched), { batchSize: 2 });
    await remembering.catchUp();
    const message = (text: string) => stamp([{ type: 'TextMessageSent', data: { chatId: chatOrder, messageId: randomUUID(), senderId: userId, senderRole: 'Requester', text, occurredAt: at } }]);
    for (const [version, text] of ['First', 'Second', 'Third'].entries()) {
      await store.append(chatStreamId(chatOrder), message(text), version);
      await remembering.catchUp();
    }
    expect(read).toEqual([reservationStreamId(orderReservation(chatOrder))]);
    expect(bus.published('pcbm.chats').slice(-3).map((m) => m.key)).toEqual([chatSuperOrder, chatSuperOrder, chatSuperOrder]);
  });

  test('subscribers in the same process receive what is published after they subscribe', async () => {
    const received: BusMessage[] = [];
    const unsubscribe = bus.subscribe('pcbm.orders', (message) => void received.push(message));
    await store.append(superOrderStreamId(superOrderId), stamp([{ type: 'OrderReceived', data: { orderId, occurredAt: at } }]), 6);
    await publisher.catchUp();
    unsubscribe();
    expect(received.map((m) => [m.key, m.headers['event-type']])).toEqual([[superOrderId, 'OrderReceived']]);
  });
});
