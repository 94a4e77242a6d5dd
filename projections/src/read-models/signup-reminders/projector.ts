import { CONTACT_EVENTS, domainEventOf, isEventOf, isStreamOf } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODEL_BATCHES_PER_COMMIT } from '../batches-per-commit';
import { READ_MODELS } from '../read-model-names';
import { table, TableBatch } from '../table-batch';
import { eventsOfStreams } from '../../stream-events';

interface ReminderRow {
  id: string;
  email: string;
  locale: string;
  key_hash: string;
  created_on: string | Date;
}

const reminders = table<ReminderRow>('signup_reminders', { id: 'text', email: 'text', locale: 'text', key_hash: 'text', created_on: 'timestamptz' }, ['id'], []);

/** Who wants a reminder to finish signing up; an unsubscribed address is gone from here. */
export const signupReminderProjector: EventProcessor = {
  name: READ_MODELS.signupReminders,
  batchesPerCommit: READ_MODEL_BATCHES_PER_COMMIT,
  handles: eventsOfStreams('signupReminder'),
  handle(event: RecordedEvent, tx: SqlClient) {
    return this.handleBatch!([event], tx);
  },
  async handleBatch(events: readonly RecordedEvent[], tx: SqlClient) {
    const batch = new TableBatch(reminders);
    for (const event of events) {
      if (!isStreamOf(event.streamId, 'signupReminder')) continue;
      const stored = domainEventOf(event);
      if (!isEventOf(CONTACT_EVENTS, stored)) continue;
      const { type, data } = stored;
      if (type === 'SignupReminderSubscribed') {
        batch.insert({ id: data.subscriptionId, email: data.email, locale: data.locale, key_hash: data.keyHash, created_on: data.occurredAt });
      } else if (type === 'SignupReminderUnsubscribed') batch.remove({ id: data.subscriptionId });
    }
    await batch.write(tx);
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from signup_reminders');
  },
};
