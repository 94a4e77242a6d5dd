import { ACCOUNT_EVENT_VERSIONS, type AccountEvent } from '../accounts/account-events';
import { CONTACT_EVENT_VERSIONS, type ContactEvent } from '../accounts/contact-events';
import { CHAT_EVENT_VERSIONS, type ChatEvent } from '../chat/chat-events';
import { SUPER_ORDER_EVENT_VERSIONS, type SuperOrderEvent } from '../ordering/super-order-events';
import { SHOP_EVENT_VERSIONS, type ShopEvent } from '../shops/shop-events';
import { PRICING_EVENT_VERSIONS, type PricingEvent } from '../pricing/pricing-events';
import { NOTIFICATION_EVENT_VERSIONS, type NotificationEvent } from '../notifications/notification-events';
import { RESERVATION_EVENT_VERSIONS, type ReservationEvent } from '../reservations/reservation-events';
import { BOM_SHEET_EVENT_VERSIONS, type BomSheetEvent } from '../bom-sheets/bom-sheet-events';

/** Every event the product writes, in its current shape. */
export type DomainEvent = SuperOrderEvent | AccountEvent | ShopEvent | ContactEvent | ChatEvent | PricingEvent | NotificationEvent | ReservationEvent | BomSheetEvent;
export type DomainEventType = DomainEvent['type'];

/** The schema version each event type is written with today. */
export const CURRENT_EVENT_VERSIONS: Record<DomainEventType, number> = {
  ...SUPER_ORDER_EVENT_VERSIONS,
  ...ACCOUNT_EVENT_VERSIONS,
  ...SHOP_EVENT_VERSIONS,
  ...CONTACT_EVENT_VERSIONS,
  ...CHAT_EVENT_VERSIONS,
  ...PRICING_EVENT_VERSIONS,
  ...NOTIFICATION_EVENT_VERSIONS,
  ...RESERVATION_EVENT_VERSIONS,
  ...BOM_SHEET_EVENT_VERSIONS,
};

/** Whether a stored type is one the product knows. */
export function isDomainEventType(type: string): type is DomainEventType {
  return Object.prototype.hasOwnProperty.call(CURRENT_EVENT_VERSIONS, type);
}

/**
 * A stored event as a domain event: the one checked crossing from the store's untyped rows to the product's
 * events. The store has already brought the data to the current shape (upcast); what it cannot vouch for
 * (an unknown type, data that is not an object) is refused here rather than folded.
 */
export function domainEventOf(stored: { readonly type: string; readonly data: unknown }): DomainEvent {
  if (!isDomainEventType(stored.type)) throw new Error(`Unknown event type ${stored.type}`);
  if (typeof stored.data !== 'object' || stored.data === null) throw new Error(`${stored.type} carries no data`);
  return { type: stored.type, data: stored.data } as DomainEvent;
}
