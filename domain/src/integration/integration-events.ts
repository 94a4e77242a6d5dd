import type { ChatRole, SystemMessage } from '../chat/chat-events';
import type { OrderingChoice } from '../accounts/account-vocabulary';
import type { CancelReason } from '../ordering/vocabulary';

/**
 * The integration events other systems receive: what happened, with ids and kinds only — never
 * names, email addresses, postal addresses, message texts, file names or other free text.
 */
export const INTEGRATION_TOPICS = {
  /** Order lifecycle, keyed by super order id. */
  orders: 'pcbm.orders',
  /** Chat activity of the orders, keyed by super order id. */
  chats: 'pcbm.chats',
  /** Users, companies and manufacturers, keyed by the account's id. */
  accounts: 'pcbm.accounts',
} as const;
export type IntegrationTopic = (typeof INTEGRATION_TOPICS)[keyof typeof INTEGRATION_TOPICS];

type OrderRef = { superOrderId: string; orderId: string };

/** Which part of an order's request the customer changed after submission (the new values stay inside). */
export type OrderRequestChange = 'ADDRESSES' | 'QUANTITY' | 'SERVICES' | 'CERTIFICATES' | 'VERSION' | 'IPC_CLASS' | 'ORDER_TYPE' | 'DETAILS' | 'FILES' | 'BOM' | 'CPL';
type QuoteRef = OrderRef & { quoteId: string };

/** Each integration event type with its data. */
export type IntegrationEventBody =
  | { type: 'SuperOrderCreated'; data: { superOrderId: string; placedById: string; asCompanyId: string | null; fromWhitelabelId: string | null; orders: { orderId: string; manufacturerId: string }[] } }
  | { type: 'QuoteOffered'; data: QuoteRef }
  | { type: 'QuoteWithdrawn'; data: QuoteRef }
  | { type: 'QuoteAccepted'; data: QuoteRef }
  | { type: 'QuoteDeclined'; data: QuoteRef & { reason: CancelReason } }
  | { type: 'OrderCanceledByCustomer'; data: OrderRef & { reason: CancelReason; acceptedOrderId: string | null } }
  | { type: 'OrderRejectedByProducer'; data: OrderRef & { reason: CancelReason } }
  | { type: 'OrderProductionStarted'; data: OrderRef }
  | { type: 'OrderShipped'; data: OrderRef }
  | { type: 'OrderReceived'; data: OrderRef }
  | { type: 'OrderReAdded'; data: OrderRef & { manufacturerId: string; fromOrderId: string } }
  | { type: 'OrderRequestChanged'; data: OrderRef & { change: OrderRequestChange } }
  | { type: 'OrderFeedbackGiven'; data: OrderRef & { completionTime: number; customerSupport: number; productionQuality: number; platform: number } }
  | { type: 'ChatMessageSent'; data: OrderRef & { messageId: string; messageKind: 'TEXT' | 'FILE'; senderId: string; senderRole: ChatRole } }
  | { type: 'ChatSystemMessageAdded'; data: OrderRef & { messageId: string; systemMessageKind: SystemMessage['kind'] } }
  | { type: 'ChatUserAssigned'; data: OrderRef & { userId: string; role: ChatRole } }
  | { type: 'ChatUserUnassigned'; data: OrderRef & { userId: string } }
  | { type: 'UserRegistered'; data: { userId: string } }
  | { type: 'UserProfileUpdated'; data: { userId: string } }
  | { type: 'UserEmailChanged'; data: { userId: string } }
  | { type: 'UserOrderingChoiceMade'; data: { userId: string; orderAs: OrderingChoice } }
  | { type: 'UserErased'; data: { userId: string } }
  | { type: 'CompanyCreated'; data: { companyId: string; createdById: string | null } }
  | { type: 'CompanyUpdated'; data: { companyId: string } }
  | { type: 'CompanyMemberAdded'; data: { companyId: string; userId: string } }
  | { type: 'CompanyMemberRemoved'; data: { companyId: string; userId: string } }
  | { type: 'CompanyNdaSigned'; data: { companyId: string } }
  | { type: 'CompanyNdaDeleted'; data: { companyId: string } }
  | { type: 'CompanyDeleted'; data: { companyId: string; deletedById: string } }
  | { type: 'ManufacturerCreated'; data: { manufacturerId: string; companyId: string; allowMatching: boolean } }
  | { type: 'ManufacturerCapabilitiesSet'; data: { manufacturerId: string } };

export type IntegrationEventType = IntegrationEventBody['type'];

/** The schema version each integration event type is published with; a change of shape raises it. */
export const INTEGRATION_EVENT_VERSIONS: Record<IntegrationEventType, number> = {
  SuperOrderCreated: 1,
  QuoteOffered: 1,
  QuoteWithdrawn: 1,
  QuoteAccepted: 1,
  QuoteDeclined: 1,
  OrderCanceledByCustomer: 1,
  OrderRejectedByProducer: 1,
  OrderProductionStarted: 1,
  OrderShipped: 1,
  OrderReceived: 1,
  OrderReAdded: 1,
  OrderRequestChanged: 1,
  OrderFeedbackGiven: 1,
  ChatMessageSent: 1,
  ChatSystemMessageAdded: 1,
  ChatUserAssigned: 1,
  ChatUserUnassigned: 1,
  UserRegistered: 1,
  UserProfileUpdated: 1,
  UserEmailChanged: 1,
  UserOrderingChoiceMade: 1,
  UserErased: 1,
  CompanyCreated: 1,
  CompanyUpdated: 1,
  CompanyMemberAdded: 1,
  CompanyMemberRemoved: 1,
  CompanyNdaSigned: 1,
  CompanyNdaDeleted: 1,
  CompanyDeleted: 1,
  ManufacturerCreated: 1,
  ManufacturerCapabilitiesSet: 1,
};

/** One published integration event: the body plus where it goes and how consumers de-duplicate it. */
export type IntegrationEvent = IntegrationEventBody & {
  readonly topic: IntegrationTopic;
  /** Messages with the same key keep their order: the super order id, or the account's id. */
  readonly key: string;
  readonly version: number;
  /** The id of the domain event it was made from; the same on a redelivery. */
  readonly eventId: string;
  readonly occurredAt: string;
};
