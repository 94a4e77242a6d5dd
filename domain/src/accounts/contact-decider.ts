import { DomainError, ErrorCode } from '../errors';
import type { Decider, DecisionTime } from '../events/decider';
import type { Locale } from './account-vocabulary';
import type { ContactEvent, ContactFeedback } from './contact-events';

export type SignupReminderEvent = Extract<ContactEvent, { type: 'SignupReminderSubscribed' | 'SignupReminderUnsubscribed' }>;
export type FeedbackEvent = Extract<ContactEvent, { type: 'ContactFeedbackReceived' }>;

/** A sign-up reminder subscription: how its unsubscribe key is recognised, and whether it still runs. */
export type SignupReminderState = { readonly subscriptionId: string; readonly keyHash: string; readonly active: boolean } | null;

export type SignupReminderCommand =
  /** The unsubscribe key is random and `keyHash` its hash: both are made by the caller. */
  | { readonly type: 'Subscribe'; readonly subscriptionId: string; readonly email: string; readonly locale: Locale; readonly unsubscribeKey: string; readonly keyHash: string }
  | { readonly type: 'Unsubscribe'; readonly keyHash: string };

const unsubscribingFailed = (): never => {
  throw new DomainError(ErrorCode.MAIL_SUBSCRIBE_FAILED, 'Unsubscribing failed. Please try again later.');
};

/**
 * A reminder mail to finish signing up, asked for with an address. It ends by the key from the mail's link;
 * a key that is not the subscription's, or a subscription that has ended, cannot end it.
 */
export const signupReminderDecider: Decider<SignupReminderCommand, SignupReminderEvent, SignupReminderState> = {
  category: 'signupReminder',
  eventTypes: ['SignupReminderSubscribed', 'SignupReminderUnsubscribed'],
  initialState: null,
  decide(state, command, { now }) {
    switch (command.type) {
      case 'Subscribe': {
        // A subscription is asked for once; asking again for the same one records nothing.
        if (state) return [];
        const { subscriptionId, email, unsubscribeKey, locale, keyHash } = command;
        return [{ type: 'SignupReminderSubscribed', data: { subscriptionId, email, unsubscribeKey, locale, keyHash, occurredAt: now } }];
      }
      case 'Unsubscribe':
        if (!state || !state.active || state.keyHash !== command.keyHash) return unsubscribingFailed();
        return [{ type: 'SignupReminderUnsubscribed', data: { subscriptionId: state.subscriptionId, occurredAt: now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'SignupReminderSubscribed':
        return { subscriptionId: event.data.subscriptionId, keyHash: event.data.keyHash, active: true };
      case 'SignupReminderUnsubscribed':
        return state && { ...state, active: false };
    }
  },
};

/** Whether the feedback was received. */
export type FeedbackState = { readonly received: boolean };

export type FeedbackCommand = { readonly type: 'SendFeedback'; readonly feedbackId: string; readonly feedback: ContactFeedback };

/** A message sent with the contact form; received once. */
export const feedbackDecider: Decider<FeedbackCommand, FeedbackEvent, FeedbackState, DecisionTime> = {
  category: 'feedback',
  eventTypes: ['ContactFeedbackReceived'],
  initialState: { received: false },
  decide(state, { feedbackId, feedback }, { now }) {
    if (state.received) return [];
    return [{ type: 'ContactFeedbackReceived', data: { feedbackId, feedback, occurredAt: now } }];
  },
  evolve: () => ({ received: true }),
};
