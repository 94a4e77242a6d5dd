import { CONTACT_EVENTS, domainEventOf, isEventOf, isStreamOf } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '../read-model-names';

/** Who wants a reminder to finish signing up; an unsubscribed address is gone from here. */
export const signupReminderProjector: EventProcessor = {
  name: READ_MODELS.signupReminders,
  async handle(event: RecordedEvent, tx: SqlClient) {
    if (!isStreamOf(event.streamId, 'signupReminder')) return;
    const stored = domainEventOf(event);
    if (!isEventOf(CONTACT_EVENTS, stored)) return;
    const { type, data } = stored;
    if (type === 'SignupReminderSubscribed') {
      await tx.query(
        'insert into signup_reminders (id, email, locale, key_hash, created_on) values ($1, $2, $3, $4, $5) on conflict (id) do nothing',
        [data.subscriptionId, data.email, data.locale, data.keyHash, data.occurredAt],
      );
    } else if (type === 'SignupReminderUnsubscribed') {
      await tx.query('delete from signup_reminders where id = $1', [data.subscriptionId]);
    }
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from signup_reminders');
  },
};
