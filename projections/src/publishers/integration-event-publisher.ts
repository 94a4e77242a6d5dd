import { chatOrderId, domainEventOf, foldEvents, INTEGRATION_TOPICS, orderReservation, reservationDecider, reservationStreamId, toIntegrationEvent, type IntegrationEvent } from '@pcbm/domain';
import { openMessageBus, type BusMessage, type Config, type EventProcessor, type EventStore, type MessageBus, type ProcessorRunnerOptions, type RecordedEvent, type SqlClient } from '@pcbm/platform';

/** The bus the configuration names (Kafka or in-process), with the integration topics. */
export const openIntegrationBus = (config: Pick<Config, 'KAFKA_BROKERS'>): MessageBus => openMessageBus(config, Object.values(INTEGRATION_TOPICS));

/** A failing publisher (broker away) rests up to 5 s between attempts instead of retrying at once. */
export const PUBLISHER_RUNNER_OPTIONS: ProcessorRunnerOptions = { maxBackoffMs: 5_000 };

/** Kafka headers of every integration event: consumers de-duplicate by `event-id`. */
export function busMessageOf(event: IntegrationEvent): BusMessage {
  const { topic, ...value } = event;
  return {
    topic,
    key: event.key,
    value: JSON.stringify(value),
    headers: { 'event-id': event.eventId, 'event-type': event.type, 'schema-version': String(event.version) },
  };
}

/** How many orders' super orders a publisher remembers: an order belongs to one super order for good. */
const REMEMBERED_ORDERS = 50_000;

/**
 * Super order ids of the orders whose chats appear in `events`: from what the publisher remembers, from the batch
 * itself, else from the orders' reservations in the log (written with the order, so never behind), else from the read
 * model (orders recorded before reservations existed, until the reservation keeper has reached them). Everything is
 * read in the publisher's own transaction: the embedded database has one connection. What it found is remembered, so
 * a busy chat costs its reservation one read, not one per batch.
 */
async function superOrdersOfChats(events: readonly RecordedEvent[], tx: SqlClient, store: EventStore | undefined, remembered: Map<string, string>): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  for (const recorded of events) {
    const event = domainEventOf(recorded);
    if (event.type !== 'SuperOrderCreated') continue;
    for (const { orderId } of event.data.orders) known.set(orderId, event.data.superOrderId);
  }
  const chats = [...new Set(events.map(chatOrderId).filter((id): id is string => id !== null))];
  for (const orderId of chats) {
    const superOrderId = remembered.get(orderId);
    if (superOrderId && !known.has(orderId)) known.set(orderId, superOrderId);
  }
  let missing = chats.filter((id) => !known.has(id));
  if (store) {
    for (const orderId of missing) {
      const holder = foldEvents(reservationDecider, (await store.readStream(reservationStreamId(orderReservation(orderId)), 1, tx)).map(domainEventOf));
      if (holder) known.set(orderId, holder.ownerId);
    }
    missing = missing.filter((id) => !known.has(id));
  }
  if (missing.length > 0) {
    const { rows } = await tx.query<{ id: string; super_order_id: string }>('select id, super_order_id from orders where id = any($1::text[])', [missing]);
    for (const row of rows) known.set(row.id, row.super_order_id);
  }
  for (const orderId of chats) {
    const superOrderId = known.get(orderId);
    if (!superOrderId || remembered.has(orderId)) continue;
    remembered.set(orderId, superOrderId);
    if (remembered.size > REMEMBERED_ORDERS) remembered.delete(remembered.keys().next().value!);
  }
  return known;
}

/**
 * Publishes the product's integration events (orders, chats, accounts) to the message bus, at least
 * once and in order per key: the batch is published before `handleBatch` returns, and only then
 * does the runner commit the checkpoint. A failed publish rolls the checkpoint back, so the same
 * events go out again later; consumers drop repeats by the `event-id` header.
 */
export function integrationEventPublisher(bus: MessageBus, store?: EventStore): EventProcessor {
  const remembered = new Map<string, string>();
  const publisher: EventProcessor = {
    name: 'integration-event-publisher',
    prepare: () => bus.connect(),
    async handle(event: RecordedEvent, tx: SqlClient) {
      await publisher.handleBatch!([event], tx);
    },
    async handleBatch(events: readonly RecordedEvent[], tx: SqlClient) {
      const superOrders = await superOrdersOfChats(events, tx, store, remembered);
      const messages = events
        .map((event) => toIntegrationEvent(event, { superOrderIdOf: (orderId) => superOrders.get(orderId) }))
        .filter((event): event is IntegrationEvent => event !== null)
        .map(busMessageOf);
      await bus.publish(messages);
    },
    // Nothing is stored: a rebuild publishes every event again, which consumers recognise by its id.
    async reset() {},
  };
  return publisher;
}
