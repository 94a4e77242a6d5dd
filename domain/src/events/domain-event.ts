import { ACCOUNT_EVENT_VERSIONS, type AccountEvent } from '../accounts/account-events';
import { CONTACT_EVENT_VERSIONS, type ContactEvent } from '../accounts/contact-events';
import { CHAT_EVENT_VERSIONS, type ChatEvent } from '../chat/chat-events';
import { SUPER_ORDER_EVENT_VERSIONS, type SuperOrderEvent } from '../ordering/super-order-events';
import { SHOP_EVENT_VERSIONS, type ShopEvent } from '../shops/shop-events';
import { PRICING_EVENT_VERSIONS, type PricingEvent } from '../pricing/pricing-events';
import { NOTIFICATION_EVENT_VERSIONS, type NotificationEvent } from '../notifications/notification-events';

/** Every event the product writes, in its current shape. */
export type DomainEvent = SuperOrderEvent | AccountEvent | ShopEvent | ContactEvent | ChatEvent | PricingEvent | NotificationEvent;
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
};

/** Whether a stored type is one the product knows. */
export function isDomainEventType(type: string): type is DomainEventType {
  return Object.prototype.hasOwnProperty.call(CURRENT_EVENT_VERSIONS, type);
}
