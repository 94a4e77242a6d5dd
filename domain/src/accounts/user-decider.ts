import type { Decider, DecisionTime } from '../events/decider';
import { DomainError, ErrorCode } from '../errors';
import type { NotificationEvent } from '../notifications/notification-events';
import type { AccountEvent } from './account-events';
import { emailSchema, type UserProfileInput } from './account-inputs';
import { erasedUser, withProfileChanges, type UserRecord } from './account-records';
import type { OrderingChoice } from './account-vocabulary';
import type { ExportSettings } from './export-settings';

/** The events of a person's stream (`user-<id>`): registration, profile, email address, erasure, export settings and notification settings. */
export type UserEvent =
  | Extract<AccountEvent, { type: 'UserRegistered' | 'UserProfileUpdated' | 'UserEmailChanged' | 'UserOrderingChoiceMade' | 'UserErased' | 'ExportSettingsSet' | 'ExportSettingsReset' }>
  | NotificationEvent;

export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserRegistered',
  'UserProfileUpdated',
  'UserEmailChanged',
  'UserOrderingChoiceMade',
  'UserErased',
  'ExportSettingsSet',
  'ExportSettingsReset',
  'ChatNotificationsSwitched',
];

/** A person's own account as their stream records it: the answer to their own changes is read from here. */
export interface UserState {
  /** Whether anything of the person was recorded: their first sign-in registers them. */
  readonly exists: boolean;
  /** Who they are and their profile; null while nothing of them was recorded. */
  readonly person: UserRecord | null;
  /** Whether their personal data was erased: their sign-in account is gone, and no new address is recorded for them. */
  readonly erased: boolean;
  /** Their own export settings, or null when theirs are not set. */
  readonly exportSettings: ExportSettings | null;
  /** Chats with a switched setting; a chat not listed sends mails (subscribed is the default). */
  readonly chatSubscriptions: Readonly<Record<string, boolean>>;
  /** When the email address in force was recorded (at the registration or the last change); null before. */
  readonly emailSince: string | null;
}

/** The profile changes of a person; the paths of a new profile picture or heading image travel with them. */
export type UserProfileChanges = UserProfileInput & { readonly logoPath?: string; readonly headingPath?: string };

/** Who a person is, from their first verified sign-in. */
export type UserRegistration = Omit<Extract<AccountEvent, { type: 'UserRegistered' }>['data'], 'userId' | 'occurredAt'>;

export type UserCommand =
  /**
   * A verified sign-in: registers a person seen for the first time, and takes the address of a later sign-in when the
   * sign-in account's address was changed there (`issuedAt`: when the sign-in's token was issued).
   */
  | { readonly type: 'RegisterUser'; readonly registration: UserRegistration; readonly issuedAt?: string }
  | { readonly type: 'EraseUser' }
  | { readonly type: 'UpdateProfile'; readonly changes: UserProfileChanges }
  | { readonly type: 'ChangeEmail'; readonly email: string }
  | { readonly type: 'CompleteFirstLogin'; readonly orderAs: OrderingChoice }
  | { readonly type: 'SetExportSettings'; readonly settings: ExportSettings }
  | { readonly type: 'ResetExportSettings' }
  | { readonly type: 'SwitchChatNotifications'; readonly chatId: string; readonly subscribed: boolean };

/** The person whose stream it is; every command of the stream is theirs. */
export interface UserContext extends DecisionTime {
  readonly userId: string;
}

/** Whether the person gets mails about new messages in the chat. */
export const isSubscribedToChat = (state: UserState, chatId: string): boolean => state.chatSubscriptions[chatId] ?? true;

/** Two email addresses name the same mailbox here when they differ in case only. */
export const isSameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

function changeEmail(state: UserState, address: string, userId: string, now: string): UserEvent[] {
  if (!state.person || state.erased) throw new DomainError(ErrorCode.USER_NOT_FOUND, 'The user was not found.');
  const parsed = emailSchema.safeParse(address);
  if (!parsed.success) throw new DomainError(ErrorCode.USER_EMAIL_INVALID, 'Please enter a valid email address.');
  // The address in force again, in any case, records nothing.
  if (isSameEmail(parsed.data, state.person.email)) return [];
  return [{ type: 'UserEmailChanged', data: { userId, email: parsed.data, occurredAt: now } }];
}

/**
 * The address a sign-in brings, when the sign-in account's address changed where the person signs in (the identity
 * provider's own account page). Only a token issued after the address in force was recorded counts: a token from before
 * a change made here still carries the old address. An address that is not one, or none, changes nothing.
 */
function emailFromSignIn(state: UserState, address: string, issuedAt: string | undefined, userId: string, now: string): UserEvent[] {
  if (!state.person || state.erased || !issuedAt) return [];
  const parsed = emailSchema.safeParse(address);
  if (!parsed.success || isSameEmail(parsed.data, state.person.email)) return [];
  if (state.emailSince !== null && Date.parse(issuedAt) <= Date.parse(state.emailSince)) return [];
  return [{ type: 'UserEmailChanged', data: { userId, email: parsed.data, occurredAt: now } }];
}

function decide(state: UserState, command: UserCommand, { userId, now }: UserContext): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      // A person is registered once, at the first sign-in that finds nothing of them; later sign-ins may bring a new address.
      if (state.exists) return emailFromSignIn(state, command.registration.email, command.issuedAt, userId, now);
      return [{ type: 'UserRegistered', data: { userId, ...command.registration, occurredAt: now } }];
    case 'EraseUser':
      if (!state.exists) throw new DomainError(ErrorCode.USER_NOT_FOUND, 'The user was not found.');
      return [{ type: 'UserErased', data: { userId, occurredAt: now } }];
    case 'UpdateProfile':
      // Only the fields sent change; sending none changes nothing.
      return Object.keys(command.changes).length === 0 ? [] : [{ type: 'UserProfileUpdated', data: { userId, changes: command.changes, occurredAt: now } }];
    case 'ChangeEmail':
      return changeEmail(state, command.email, userId, now);
    case 'CompleteFirstLogin':
      return [{ type: 'UserOrderingChoiceMade', data: { userId, orderAs: command.orderAs, occurredAt: now } }];
    case 'SetExportSettings':
      return [{ type: 'ExportSettingsSet', data: { owner: 'user', ownerId: userId, settings: command.settings, occurredAt: now } }];
    case 'ResetExportSettings':
      return [{ type: 'ExportSettingsReset', data: { owner: 'user', ownerId: userId, occurredAt: now } }];
    case 'SwitchChatNotifications':
      // Switching to what is already in force records nothing.
      if (isSubscribedToChat(state, command.chatId) === command.subscribed) return [];
      return [{ type: 'ChatNotificationsSwitched', data: { userId, chatId: command.chatId, subscribed: command.subscribed, occurredAt: now } }];
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  const recorded = state.exists ? state : { ...state, exists: true };
  const person = recorded.person;
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, occurredAt, ...who } = event.data;
      return { ...recorded, person: { id: userId, ...who, createdOn: occurredAt, profile: {}, orderingChoice: null }, emailSince: occurredAt };
    }
    case 'UserProfileUpdated':
      return person ? { ...recorded, person: withProfileChanges(person, event.data.changes) } : recorded;
    case 'UserEmailChanged':
      return person ? { ...recorded, person: { ...person, email: event.data.email }, emailSince: event.data.occurredAt } : recorded;
    case 'UserOrderingChoiceMade':
      return person ? { ...recorded, person: { ...person, orderingChoice: event.data.orderAs } } : recorded;
    case 'UserErased':
      return { ...recorded, person: person && erasedUser(person), erased: true };
    case 'ExportSettingsSet':
      return { ...recorded, exportSettings: event.data.settings };
    case 'ExportSettingsReset':
      return { ...recorded, exportSettings: null };
    case 'ChatNotificationsSwitched':
      return { ...recorded, chatSubscriptions: { ...recorded.chatSubscriptions, [event.data.chatId]: event.data.subscribed } };
    default:
      return recorded;
  }
}

/**
 * A person's own account: their profile and email address, how they order, their export settings and, per order chat, whether
 * they get mails about new messages (they do unless they switched them off).
 */
export const userDecider: Decider<UserCommand, UserEvent, UserState, UserContext> = {
  category: 'user',
  eventTypes: USER_EVENT_TYPES,
  initialState: { exists: false, person: null, erased: false, exportSettings: null, chatSubscriptions: {}, emailSince: null },
  decide,
  evolve,
};
