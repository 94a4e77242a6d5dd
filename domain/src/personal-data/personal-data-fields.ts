import type { DomainEventType } from '../events/domain-event';

/** Whose personal data a value is: a user, or a company's contact person. */
export type DataSubject = `user:${string}` | `companyContact:${string}` | `subscriber:${string}` | `feedback:${string}` | `pricingSecret:${string}`;

export const userSubject = (userId: string): DataSubject => `user:${userId}`;
export const companyContactSubject = (companyId: string): DataSubject => `companyContact:${companyId}`;

/** A value inside an event's data that is personal, and whom it belongs to. */
export interface PersonalDataField {
  readonly path: readonly string[];
  readonly subject: DataSubject;
}

/** Who acted, as stored in an event's metadata. */
export interface ActingUser {
  readonly userId?: string;
}

type FieldRule = (data: Record<string, unknown>, actor: ActingUser) => PersonalDataField[];

const ofActor = (paths: string[][]): FieldRule => (_data, actor) =>
  actor.userId ? paths.map((path) => ({ path, subject: userSubject(actor.userId!) })) : [];

/**
 * Where each event type carries personal data (names, emails, phone numbers, addresses, free
 * text a person wrote). Such values are stored encrypted with the subject's key, so that
 * deleting the key erases them from every event at once.
 */
const RULES: Partial<Record<DomainEventType, FieldRule>> = {
  UserRegistered: (data) =>
    ['username', 'email', 'firstName', 'lastName'].map((field) => ({ path: [field], subject: userSubject(String(data.userId)) })),
  SuperOrderCreated: (data) =>
    [['request', 'shippingAddress'], ['request', 'billingAddress'], ['request', 'additionalNotes']].map((path) => ({
      path,
      subject: userSubject(String(data.placedById)),
    })),
  UserProfileUpdated: (data) => [{ path: ['changes'], subject: userSubject(String(data.userId)) }],
  UserEmailChanged: (data) => [{ path: ['email'], subject: userSubject(String(data.userId)) }],
  CompanyCreated: (data) =>
    [['billingAddress'], ['shippingAddress'], ['vatNumber']].map((path) => ({ path, subject: companyContactSubject(String(data.companyId)) })),
  CompanyUpdated: (data) =>
    [['changes', 'contactPhone'], ['changes', 'contactMail'], ['changes', 'billingAddress'], ['changes', 'shippingAddress']].map((path) => ({
      path,
      subject: companyContactSubject(String(data.companyId)),
    })),
  SignupReminderSubscribed: (data) => [['email'], ['unsubscribeKey']].map((path) => ({ path, subject: `subscriber:${String(data.subscriptionId)}` as const })),
  ContactFeedbackReceived: (data) => [{ path: ['feedback'], subject: `feedback:${String(data.feedbackId)}` as const }],
  TextMessageSent: (data) => [{ path: ['text'], subject: userSubject(String(data.senderId)) }],
  FileMessageSent: (data) => [{ path: ['fileDescription'], subject: userSubject(String(data.senderId)) }],
  QuoteDeclined: ofActor([['reasonText']]),
  OrderReAdded: ofActor([['request', 'shippingAddress'], ['request', 'billingAddress'], ['request', 'additionalNotes']]),
  OrderAddressesChanged: ofActor([['shippingAddress'], ['billingAddress']]),
  OrderDetailsChanged: ofActor([['changes', 'additionalNotes']]),
  OrderFeedbackGiven: ofActor([['feedback', 'comment']]),
  OrderCanceledByCustomer: ofActor([['reasonText']]),
  OrderRejectedByProducer: ofActor([['reasonText']]),
  PricingExternalServerSet: (data) => [{ path: ['apiKey'], subject: `pricingSecret:${String(data.manufacturerId)}` as const }],
};

/** The personal data fields of an event in its current shape. */
export function personalDataFields(type: string, data: unknown, actor: ActingUser = {}): PersonalDataField[] {
  const rule = RULES[type as DomainEventType];
  return rule && typeof data === 'object' && data !== null ? rule(data as Record<string, unknown>, actor) : [];
}

/** What an erased text reads as. */
export const ERASED = '[erased]';

/** The shape of a value with everything personal blanked: strings become the erased marker, other values null. */
export function erasedShape(value: unknown): unknown {
  if (typeof value === 'string') return ERASED;
  if (Array.isArray(value)) return value.map(erasedShape);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, erasedShape(v)]));
  return null;
}
