import { domainEventOf, ERASED, isStreamOf, mailLanguage, signupReminderMail } from '@pcbm/domain';
import { recordMail, systemClock, type Clock, type EventProcessor, type RecordedEvent, type SqlClient } from '@pcbm/platform';
import { eventsOfStreams } from '../stream-events';

/**
 * Sends the sign-up reminder: one mail right after an address subscribes, with the link that ends
 * the subscription by its key. An address unsubscribed (and so erased) before the mail was
 * recorded gets none.
 */
export function signupReminderMails(options: { publicUrl: string; clock?: Clock }): EventProcessor {
  const clock = options.clock ?? systemClock;
  return {
    name: 'signup-reminder-mails',
    handles: eventsOfStreams('signupReminder'),
    async handle(event: RecordedEvent, tx: SqlClient) {
      if (!isStreamOf(event.streamId, 'signupReminder')) return;
      const subscribed = domainEventOf(event);
      if (subscribed.type !== 'SignupReminderSubscribed') return;
      const { data } = subscribed;
      if (data.email === ERASED || data.unsubscribeKey === ERASED || !data.email.includes('@')) return;
      const mail = signupReminderMail({ locale: mailLanguage(data.locale), unsubscribeKey: data.unsubscribeKey, publicUrl: options.publicUrl });
      await recordMail(tx, { cause: `signup-reminder:${data.subscriptionId}`, recipient: data.email, recipientSubject: `subscriber:${data.subscriptionId}`, ...mail }, clock());
    },
    async reset() {
      throw new Error('Reminders are never replayed: every mail would be sent again.');
    },
  };
}
