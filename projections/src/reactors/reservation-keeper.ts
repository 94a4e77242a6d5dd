import {
  domainEventOf,
  idOfStream,
  orderReservation,
  producerCompanyReservation,
  reservationStreamId,
  shopHostnameReservation,
  type DomainEvent,
  type ReservationEvent,
} from '@pcbm/domain';
import { causedEvent } from './caused-event';
import type { EventProcessor, EventStore, RecordedEvent, SqlClient } from '@pcbm/platform';
import { eventsOfStreams } from '../stream-events';

/** The reservations an event implies: a shop holds its hostname, a producer its company, a super order its orders. */
export function reservationsImpliedBy(event: DomainEvent, streamId: string): { key: string; ownerId: string }[] {
  switch (event.type) {
    case 'ShopCreated':
      return [{ key: shopHostnameReservation(event.data.hostname), ownerId: event.data.shopId }];
    case 'ManufacturerCreated':
      return [{ key: producerCompanyReservation(event.data.companyId), ownerId: event.data.manufacturerId }];
    case 'SuperOrderCreated':
      return event.data.orders.map(({ orderId }) => ({ key: orderReservation(orderId), ownerId: event.data.superOrderId }));
    case 'OrderReAdded': {
      const superOrderId = idOfStream(streamId, 'superOrder');
      return superOrderId ? [{ key: orderReservation(event.data.orderId), ownerId: superOrderId }] : [];
    }
    default:
      return [];
  }
}

/**
 * Makes sure every shop, producer and order recorded before reservations existed holds its reservation, so
 * uniqueness and the order-to-super-order lookup hold for old data too. Commands reserve in their own transaction;
 * for what they already reserved this finds the stream taken and writes nothing. A batch reserves with one statement.
 */
export function reservationKeeper(store: EventStore): EventProcessor {
  const handleBatch = async (events: readonly RecordedEvent[], tx: SqlClient) => {
    const reservations = events.flatMap((event) =>
      reservationsImpliedBy(domainEventOf(event), event.streamId).map(({ key, ownerId }) => {
        const reserved: ReservationEvent = { type: 'NameReserved', data: { key, ownerId, occurredAt: event.recordedAt.toISOString() } };
        return { streamId: reservationStreamId(key), events: [causedEvent(reserved, event, 'KeepReservation')] };
      }),
    );
    // Already reserved, by the command itself or earlier: those streams exist and are left as they are. The first
    // reservation of a key in the batch wins, as it would one event at a time.
    const first = new Map<string, (typeof reservations)[number]>();
    for (const reservation of reservations) if (!first.has(reservation.streamId)) first.set(reservation.streamId, reservation);
    await store.appendToStreamsInTransaction(tx, [...first.values()], 0);
  };
  return {
    name: 'reservation-keeper',
    handles: eventsOfStreams('shop', 'manufacturer', 'superOrder'),
    handleBatch,
    handle: (event, tx) => handleBatch([event], tx),
    async reset() {
      // Reservations stay made: a replay finds them taken.
    },
  };
}
