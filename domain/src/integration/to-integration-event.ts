import { idOfStream } from '../events/stream-categories';
import type { AccountEvent } from '../accounts/account-events';
import type { ChatEvent } from '../chat/chat-events';
import { isDomainEventType, type DomainEvent } from '../events/domain-event';
import type { SuperOrderEvent } from '../ordering/super-order-events';
import { INTEGRATION_EVENT_VERSIONS, INTEGRATION_TOPICS, type IntegrationEvent, type IntegrationEventBody, type IntegrationTopic, type OrderRequestChange } from './integration-events';

/** A stored domain event as the mapping needs it. */
export interface IntegrationSource {
  readonly eventId: string;
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
}

/** What the mapping cannot see in one event: the super order of an order (chats are per order). */
export interface IntegrationContext {
  superOrderIdOf(orderId: string): string | undefined;
}


/** The change events of an order's request, by the kind of change other systems learn. */
const REQUEST_CHANGES = {
  OrderAddressesChanged: 'ADDRESSES',
  OrderQuantityChanged: 'QUANTITY',
  OrderServicesChanged: 'SERVICES',
  OrderCertificatesChanged: 'CERTIFICATES',
  OrderVersionChanged: 'VERSION',
  OrderIpcClassChanged: 'IPC_CLASS',
  OrderTypeChanged: 'ORDER_TYPE',
  OrderDetailsChanged: 'DETAILS',
  OrderFilesChanged: 'FILES',
  OrderBomChanged: 'BOM',
  OrderPlacementChanged: 'CPL',
} as const satisfies Partial<Record<SuperOrderEvent['type'], OrderRequestChange>>;

function orderEvent(event: SuperOrderEvent, superOrderId: string): IntegrationEventBody {
  const ref = 'orderId' in event.data ? { superOrderId, orderId: event.data.orderId } : null;
  switch (event.type) {
    case 'SuperOrderCreated': {
      const { placedById, asCompanyId, fromWhitelabelId, orders } = event.data;
      return { type: event.type, data: { superOrderId, placedById, asCompanyId, fromWhitelabelId, orders: orders.map(({ orderId, manufacturerId }) => ({ orderId, manufacturerId })) } };
    }
    case 'QuoteOffered':
    case 'QuoteWithdrawn':
    case 'QuoteAccepted':
      return { type: event.type, data: { ...ref!, quoteId: event.data.quoteId } };
    case 'QuoteDeclined':
      return { type: event.type, data: { ...ref!, quoteId: event.data.quoteId, reason: event.data.reason } };
    case 'OrderCanceledByCustomer':
      return { type: event.type, data: { ...ref!, reason: event.data.reason, acceptedOrderId: event.data.acceptedOrderId } };
    case 'OrderRejectedByProducer':
      return { type: event.type, data: { ...ref!, reason: event.data.reason } };
    case 'OrderProductionStarted':
    case 'OrderShipped':
    case 'OrderReceived':
      return { type: event.type, data: ref! };
    case 'OrderReAdded':
      return { type: event.type, data: { ...ref!, manufacturerId: event.data.manufacturerId, fromOrderId: event.data.fromOrderId } };
    case 'OrderFeedbackGiven': {
      const { completionTime, customerSupport, productionQuality, platform } = event.data.feedback;
      return { type: event.type, data: { ...ref!, completionTime, customerSupport, productionQuality, platform } };
    }
    default:
      return { type: 'OrderRequestChanged', data: { ...ref!, change: REQUEST_CHANGES[event.type] } };
  }
}

function chatEvent(event: ChatEvent, ref: { superOrderId: string; orderId: string }): IntegrationEventBody {
  switch (event.type) {
    case 'TextMessageSent':
    case 'FileMessageSent': {
      const { messageId, senderId, senderRole } = event.data;
      return { type: 'ChatMessageSent', data: { ...ref, messageId, messageKind: event.type === 'TextMessageSent' ? 'TEXT' : 'FILE', senderId, senderRole } };
    }
    case 'SystemMessageAdded':
      return { type: 'ChatSystemMessageAdded', data: { ...ref, messageId: event.data.messageId, systemMessageKind: event.data.message.kind } };
    case 'UserAssignedToChat':
      return { type: 'ChatUserAssigned', data: { ...ref, userId: event.data.userId, role: event.data.role } };
    case 'UserUnassignedFromChat':
      return { type: 'ChatUserUnassigned', data: { ...ref, userId: event.data.userId } };
  }
}

function accountEvent(event: AccountEvent): { key: string; body: IntegrationEventBody } | null {
  switch (event.type) {
    case 'UserRegistered':
    case 'UserProfileUpdated':
    case 'UserEmailChanged':
    case 'UserErased':
      return { key: event.data.userId, body: { type: event.type, data: { userId: event.data.userId } } };
    case 'UserOrderingChoiceMade':
      return { key: event.data.userId, body: { type: event.type, data: { userId: event.data.userId, orderAs: event.data.orderAs } } };
    case 'CompanyCreated':
      return { key: event.data.companyId, body: { type: event.type, data: { companyId: event.data.companyId, createdById: event.data.createdById } } };
    case 'CompanyUpdated':
    case 'CompanyNdaSigned':
    case 'CompanyNdaDeleted':
      return { key: event.data.companyId, body: { type: event.type, data: { companyId: event.data.companyId } } };
    case 'CompanyMemberAdded':
    case 'CompanyMemberRemoved':
      return { key: event.data.companyId, body: { type: event.type, data: { companyId: event.data.companyId, userId: event.data.userId } } };
    case 'CompanyDeleted':
      return { key: event.data.companyId, body: { type: event.type, data: { companyId: event.data.companyId, deletedById: event.data.deletedById } } };
    case 'ManufacturerCreated': {
      const { manufacturerId, companyId, allowMatching } = event.data;
      return { key: manufacturerId, body: { type: event.type, data: { manufacturerId, companyId, allowMatching } } };
    }
    case 'ManufacturerCapabilitiesSet':
      return { key: event.data.manufacturerId, body: { type: event.type, data: { manufacturerId: event.data.manufacturerId } } };
    case 'ExportSettingsSet':
    case 'ExportSettingsReset':
      return null;
  }
}

const ORDER_TYPES = new Set<string>([
  'SuperOrderCreated', 'QuoteOffered', 'QuoteWithdrawn', 'QuoteAccepted', 'QuoteDeclined', 'OrderCanceledByCustomer', 'OrderRejectedByProducer', 'OrderProductionStarted',
  'OrderShipped', 'OrderReceived', 'OrderReAdded', 'OrderFeedbackGiven', ...Object.keys(REQUEST_CHANGES),
] satisfies string[]);
const CHAT_TYPES = new Set<string>(['TextMessageSent', 'FileMessageSent', 'SystemMessageAdded', 'UserAssignedToChat', 'UserUnassignedFromChat'] satisfies ChatEvent['type'][]);
const ACCOUNT_TYPES = new Set<string>([
  'UserRegistered', 'UserProfileUpdated', 'UserEmailChanged', 'UserOrderingChoiceMade', 'UserErased', 'ExportSettingsSet', 'ExportSettingsReset', 'CompanyCreated', 'CompanyUpdated',
  'CompanyMemberAdded', 'CompanyMemberRemoved', 'CompanyNdaSigned', 'CompanyNdaDeleted', 'CompanyDeleted', 'ManufacturerCreated', 'ManufacturerCapabilitiesSet',
] satisfies AccountEvent['type'][]);

/** The order a chat event belongs to: chats are per order, their id is the order's id. */
export function chatOrderId(source: IntegrationSource): string | null {
  return CHAT_TYPES.has(source.type) ? (source.data as ChatEvent['data']).chatId : null;
}

/**
 * The integration event published for a domain event, or null for events other systems do not
 * receive (shops, contact forms, export settings, pricing setups, notification switches, BOM formatter sheets, event types
 * this version does not know).
 */
export function toIntegrationEvent(source: IntegrationSource, context: IntegrationContext): IntegrationEvent | null {
  if (!isDomainEventType(source.type)) return null;
  const event = { type: source.type, data: source.data } as DomainEvent;
  const occurredAt = (event.data as { occurredAt: string }).occurredAt;
  const envelope = (topic: IntegrationTopic, key: string, body: IntegrationEventBody): IntegrationEvent =>
    ({ ...body, topic, key, version: INTEGRATION_EVENT_VERSIONS[body.type], eventId: source.eventId, occurredAt }) as IntegrationEvent;

  const superOrderId = idOfStream(source.streamId, 'superOrder');
  if (ORDER_TYPES.has(event.type) && superOrderId) {
    return envelope(INTEGRATION_TOPICS.orders, superOrderId, orderEvent(event as SuperOrderEvent, superOrderId));
  }
  if (CHAT_TYPES.has(event.type)) {
    const orderId = (event as ChatEvent).data.chatId;
    const superOrderId = context.superOrderIdOf(orderId);
    if (!superOrderId) throw new Error(`The super order of order ${orderId} is not known yet`);
    return envelope(INTEGRATION_TOPICS.chats, superOrderId, chatEvent(event as ChatEvent, { superOrderId, orderId }));
  }
  if (ACCOUNT_TYPES.has(event.type)) {
    const mapped = accountEvent(event as AccountEvent);
    return mapped && envelope(INTEGRATION_TOPICS.accounts, mapped.key, mapped.body);
  }
  return null;
}
