import { feedbackStreamId, signupReminderStreamId, type DomainEvent } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import { signupReminderProjector } from './projector';

const at = '2026-03-02T09:00:00.000Z';
const subscribed = (subscriptionId: string, email: string): DomainEvent => ({
  type: 'SignupReminderSubscribed',
  data: { subscriptionId, email, unsubscribeKey: `key-${subscriptionId}`, locale: 'de', keyHash: `hash-${subscriptionId}`, occurredAt: at },
});
const unsubscribed = (subscriptionId: string): DomainEvent => ({ type: 'SignupReminderUnsubscribed', data: { subscriptionId, occurredAt: at } });
const reminders = (spec: ProjectionSpec) => spec.thenRows('select id, email, locale, key_hash, created_on from signup_reminders order by id');

describe('signup reminder projector', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given an address subscribed, when the projector handles it, then the subscription is found by its key hash and keeps no key', async () => {
    await spec.given(on(signupReminderStreamId('s1'), subscribed('s1', 'ada@example.com'))).when(signupReminderProjector);
    expect(await reminders(spec)).toEqual([{ id: 's1', email: 'ada@example.com', locale: 'de', key_hash: 'hash-s1', created_on: new Date(at) }]);
  });

  test('given two subscriptions and one ended, when the projector handles them, then only the other remains', async () => {
    await spec
      .given(
        on(signupReminderStreamId('s1'), subscribed('s1', 'ada@example.com')),
        on(signupReminderStreamId('s2'), subscribed('s2', 'bob@example.com')),
        on(signupReminderStreamId('s1'), unsubscribed('s1')),
      )
      .when(signupReminderProjector);
    expect(await reminders(spec)).toEqual([expect.objectContaining({ id: 's2', email: 'bob@example.com' })]);
  });

  test('given an address subscribed, unsubscribed and subscribed again in one batch, when the projector handles it, then the last subscription is there', async () => {
    await spec
      .given(
        on(signupReminderStreamId('s1'), subscribed('s1', 'ada@example.com')),
        on(signupReminderStreamId('s1'), unsubscribed('s1')),
        on(signupReminderStreamId('s1'), { ...subscribed('s1', 'ada@example.org'), data: { ...subscribed('s1', 'ada@example.org').data, keyHash: 'hash-new' } } as DomainEvent),
        on(signupReminderStreamId('s1'), subscribed('s1', 'ignored@example.com')),
      )
      .when(signupReminderProjector);
    expect(await reminders(spec)).toEqual([{ id: 's1', email: 'ada@example.org', locale: 'de', key_hash: 'hash-new', created_on: new Date(at) }]);
  });

  test('given a stored subscription, when one batch ends it and another subscribes with its key hash, then only the new one remains', async () => {
    await spec.given(on(signupReminderStreamId('s1'), subscribed('s1', 'ada@example.com'))).when(signupReminderProjector);
    await spec
      .given(on(signupReminderStreamId('s1'), unsubscribed('s1')), on(signupReminderStreamId('s2'), { ...subscribed('s2', 'ada@example.com'), data: { ...subscribed('s2', 'ada@example.com').data, keyHash: 'hash-s1' } } as DomainEvent))
      .when(signupReminderProjector);
    expect(await reminders(spec)).toEqual([{ id: 's2', email: 'ada@example.com', locale: 'de', key_hash: 'hash-s1', created_on: new Date(at) }]);
  });

  test('given a subscription, when the projector handles it twice, then it is there once', async () => {
    const history = spec.given(on(signupReminderStreamId('s1'), subscribed('s1', 'ada@example.com')));
    await history.when(signupReminderProjector);
    await history.when(signupReminderProjector);
    expect(await reminders(spec)).toHaveLength(1);
  });

  test('given a subscription on a stream of another category, when the projector handles it, then it is ignored', async () => {
    await spec.given(on(feedbackStreamId('s1'), subscribed('s1', 'ada@example.com'))).when(signupReminderProjector);
    expect(await reminders(spec)).toEqual([]);
  });

  test('given contact feedback in its own stream, when the projector handles it, then no subscription appears', async () => {
    await spec
      .given(on(feedbackStreamId('f1'), { type: 'ContactFeedbackReceived', data: { feedbackId: 'f1', feedback: { name: 'Ada', email: 'ada@example.com', message: 'Hi' }, occurredAt: at } }))
      .when(signupReminderProjector);
    expect(await reminders(spec)).toEqual([]);
  });

  test('given subscriptions, when the projector is reset, then none remain', async () => {
    await spec.given(on(signupReminderStreamId('s1'), subscribed('s1', 'ada@example.com'))).when(signupReminderProjector);
    await spec.db.transaction((tx) => signupReminderProjector.reset(tx));
    expect(await reminders(spec)).toEqual([]);
  });
});
