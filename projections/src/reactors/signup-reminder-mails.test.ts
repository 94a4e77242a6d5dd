import { ERASED, feedbackStreamId, signupReminderStreamId, type DomainEvent } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../testing/projection-spec';
import { signupReminderMails } from './signup-reminder-mails';

const now = new Date('2026-03-02T09:00:05.000Z');
const reminders = signupReminderMails({ publicUrl: 'https://pcb.example.com/', clock: () => now });
const subscribed = (subscriptionId: string, email: string, locale: 'en' | 'de' = 'en'): DomainEvent => ({
  type: 'SignupReminderSubscribed',
  data: { subscriptionId, email, unsubscribeKey: `key/${subscriptionId}`, locale, keyHash: `hash-${subscriptionId}`, occurredAt: '2026-03-02T09:00:00.000Z' },
});
const mails = (spec: ProjectionSpec) =>
  spec.thenRows('select cause, recipient, recipient_subject, language, subject, status, created_on, next_attempt_at, text_body from mail_outbox order by recipient');

describe('signup reminder mails', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given an address subscribed, when the reactor handles it, then one reminder in the subscriber’s language is queued now with the link that ends it', async () => {
    await spec.given(on(signupReminderStreamId('s1'), subscribed('s1', 'ada@example.com', 'de'))).when(reminders);
    expect(await mails(spec)).toEqual([
      {
        cause: 'signup-reminder:s1',
        recipient: 'ada@example.com',
        recipient_subject: 'subscriber:s1',
        language: 'de',
        subject: 'Erinnerung: Registrierung abschließen',
        status: 'PENDING',
        created_on: now,
        next_attempt_at: now,
        text_body: expect.stringContaining('https://pcb.example.com/unsubscribe/signup/key%2Fs1'),
      },
    ]);
    expect((await mails(spec))[0].text_body).toContain('https://pcb.example.com/signup');
  });

  test('given a subscription, when the reactor handles it twice, then the reminder is queued once', async () => {
    const history = spec.given(on(signupReminderStreamId('s1'), subscribed('s1', 'ada@example.com')));
    await history.when(reminders);
    await history.when(reminders);
    expect(await mails(spec)).toEqual([expect.objectContaining({ cause: 'signup-reminder:s1', language: 'en', subject: 'Reminder: finish signing up' })]);
  });

  test('given a subscription whose address or key was erased, or an address without @, when the reactor handles it, then no mail is queued', async () => {
    await spec
      .given(
        on(signupReminderStreamId('s1'), subscribed('s1', ERASED)),
        on(signupReminderStreamId('s2'), { ...subscribed('s2', 'bob@example.com'), data: { ...(subscribed('s2', 'bob@example.com').data as object), unsubscribeKey: ERASED } } as DomainEvent),
        on(signupReminderStreamId('s3'), subscribed('s3', 'not-an-address')),
      )
      .when(reminders);
    expect(await mails(spec)).toEqual([]);
  });

  test('given a subscription on a stream of another category or an unsubscription, when the reactor handles them, then no mail is queued', async () => {
    await spec
      .given(on(feedbackStreamId('s1'), subscribed('s1', 'ada@example.com')), on(signupReminderStreamId('s2'), { type: 'SignupReminderUnsubscribed', data: { subscriptionId: 's2', occurredAt: '2026-03-02T09:00:00.000Z' } }))
      .when(reminders);
    expect(await mails(spec)).toEqual([]);
  });

  test('given queued reminders, when the reactor would be rebuilt, then it refuses', async () => {
    await expect(spec.db.transaction((tx) => reminders.reset(tx))).rejects.toThrow('never replayed');
  });
});
