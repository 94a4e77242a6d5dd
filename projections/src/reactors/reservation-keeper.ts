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
import { WrongExpectedVersionError, type EventProcessor, type EventStore, type RecordedEvent, type SqlClient } from '@pcbm/platform';

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
 * for what they already reserved this finds the stream taken and writes nothing.
 */
export function reservationKeeper(store: EventStore): EventProcessor {
  return {
    name: 'reservation-keeper',
    async handle(event: RecordedEvent, tx: SqlClient) {
      const implied = reservationsImpliedBy(domainEventOf(event), event.streamId);
      for (const { key, ownerId } of implied) {
        const reserved: ReservationEvent = { type: 'NameReserved', data: { key, ownerId, occurredAt: event.recordedAt.toISOString() } };
        try {
          await store.appendInTransaction(tx, reservationStreamId(key), [causedEvent(reserved, event, 'KeepReservation')], 0);
        } catch (error) {
          // Already reserved, by the command itself or earlier: nothing to keep.
          if (!(error instanceof WrongExpectedVersionError)) throw error;
        }
      }
    },
    async reset() {
      // Reservations stay made: a replay finds them taken.
    },
  };
}
