import { domainEventOf, foldEvents, orderReservation, reservationDecider, reservationStreamId } from '@pcbm/domain';
import type { EventStore } from '@pcbm/platform';

/** Who holds a reserved name, read from its reservation stream, or null while it is free. */
export async function holderOf(store: EventStore, key: string): Promise<string | null> {
  return foldEvents(reservationDecider, (await store.readStream(reservationStreamId(key))).map(domainEventOf))?.ownerId ?? null;
}

/** The super order an order belongs to: its stream is found from the log, not from a read model that may lag. */
export const superOrderOfOrder = (store: EventStore, orderId: string): Promise<string | null> => holderOf(store, orderReservation(orderId));
