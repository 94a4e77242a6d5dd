import { ACCOUNT_EVENT_VERSIONS, type AccountEvent } from '../accounts/account-events';
import { CONTACT_EVENT_VERSIONS, type ContactEvent } from '../accounts/contact-events';
import { CHAT_EVENT_VERSIONS, type ChatEvent } from '../chat/chat-events';
import { NOTIFICATION_EVENT_VERSIONS, type NotificationEvent } from '../notifications/notification-events';
import { SHOP_EVENT_VERSIONS, type ShopEvent } from '../shops/shop-events';
import { SUPER_ORDER_EVENT_VERSIONS, type SuperOrderEvent } from '../ordering/super-order-events';
import { BOM_SHEET_EVENT_VERSIONS, type BomSheetEvent } from '../bom-sheets/bom-sheet-events';
import { eventTypesOf } from './decider';

/** A family of events by its types, for `isEventOf(family, event)` where read models and reactors pick theirs. */
export interface EventFamily<E extends { type: string }> {
  readonly eventTypes: readonly E['type'][];
}

export const SUPER_ORDER_EVENTS: EventFamily<SuperOrderEvent> = { eventTypes: eventTypesOf(SUPER_ORDER_EVENT_VERSIONS) };
export const ACCOUNT_EVENTS: EventFamily<AccountEvent> = { eventTypes: eventTypesOf(ACCOUNT_EVENT_VERSIONS) };
export const CONTACT_EVENTS: EventFamily<ContactEvent> = { eventTypes: eventTypesOf(CONTACT_EVENT_VERSIONS) };
export const SHOP_EVENTS: EventFamily<ShopEvent> = { eventTypes: eventTypesOf(SHOP_EVENT_VERSIONS) };
export const CHAT_EVENTS: EventFamily<ChatEvent> = { eventTypes: eventTypesOf(CHAT_EVENT_VERSIONS) };
export const NOTIFICATION_EVENTS: EventFamily<NotificationEvent> = { eventTypes: eventTypesOf(NOTIFICATION_EVENT_VERSIONS) };
export const BOM_SHEET_EVENTS: EventFamily<BomSheetEvent> = { eventTypes: eventTypesOf(BOM_SHEET_EVENT_VERSIONS) };
