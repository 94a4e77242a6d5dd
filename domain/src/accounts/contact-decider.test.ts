import { ErrorCode } from '../errors';
import { given } from '../testing/decider-spec';
import type { FeedbackEvent, SignupReminderCommand, SignupReminderEvent } from './contact-decider';
import { feedbackDecider, signupReminderDecider } from './contact-decider';

const NOW = '2026-11-26T10:00:00.000Z';
const at = { now: NOW };
const subscribe: SignupReminderCommand = { type: 'Subscribe', subscriptionId: 's-1', email: 'visitor@example.org', locale: 'de', unsubscribeKey: 'key-1', keyHash: 'hash-1' };
const subscribed: SignupReminderEvent = {
  type: 'SignupReminderSubscribed',
  data: { subscriptionId: 's-1', email: 'visitor@example.org', unsubscribeKey: 'key-1', locale: 'de', keyHash: 'hash-1', occurredAt: NOW },
};
const unsubscribed: SignupReminderEvent = { type: 'SignupReminderUnsubscribed', data: { subscriptionId: 's-1', occurredAt: NOW } };

describe('sign-up reminders', () => {
  it('given nothing, when an address subscribes, then the subscription is recorded with its key and the key\'s hash', () => {
    given(signupReminderDecider).when(subscribe, at).then([subscribed]);
  });

  it('given a subscription, when it is asked for again, then nothing more is recorded', () => {
    given(signupReminderDecider, subscribed).when(subscribe, at).then([]);
  });

  it('given a subscription, when it is ended with its key, then it is unsubscribed', () => {
    given(signupReminderDecider, subscribed).when({ type: 'Unsubscribe', keyHash: 'hash-1' }, at).then([unsubscribed]);
  });

  it('given an ended subscription, when it is ended again, then it is refused', () => {
    given(signupReminderDecider, subscribed, unsubscribed).when({ type: 'Unsubscribe', keyHash: 'hash-1' }, at).thenRefuses(ErrorCode.MAIL_SUBSCRIBE_FAILED);
  });

  it('given no subscription, or another key, when it is ended, then it is refused', () => {
    given(signupReminderDecider).when({ type: 'Unsubscribe', keyHash: 'hash-1' }, at).thenRefuses(ErrorCode.MAIL_SUBSCRIBE_FAILED);
    given(signupReminderDecider, subscribed).when({ type: 'Unsubscribe', keyHash: 'hash-2' }, at).thenRefuses(ErrorCode.MAIL_SUBSCRIBE_FAILED);
  });
});

describe('contact feedback', () => {
  const feedback = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
  const received: FeedbackEvent = { type: 'ContactFeedbackReceived', data: { feedbackId: 'fb-1', feedback, occurredAt: NOW } };

  it('given nothing, when feedback is sent, then it is received', () => {
    given(feedbackDecider).when({ type: 'SendFeedback', feedbackId: 'fb-1', feedback }, at).then([received]);
  });

  it('given received feedback, when it is sent again, then nothing more is recorded', () => {
    given(feedbackDecider, received).when({ type: 'SendFeedback', feedbackId: 'fb-1', feedback }, at).then([]);
  });
});
