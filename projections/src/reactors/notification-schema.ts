import { ensureMailOutboxSchema, type SqlClient } from '@pcbm/platform';
import { CHAT_NOTIFICATIONS } from './chat-notifications';
import { startAtLogHead } from './start-at-log-head';

/**
 * The tables the mail reactors keep for themselves (written with their checkpoints, never rebuilt)
 * and the outbox they write to. Chat notifications start at the end of the log the first time, so
 * a product with a history does not mail about its past messages; the response-window timers and
 * the sign-up reminders read the whole history (a subscriber still gets the one reminder).
 */
export async function ensureNotificationSchema(db: SqlClient): Promise<void> {
  await ensureMailOutboxSchema(db);
  await db.query('create table if not exists chat_notification_settings (chat_id text not null, user_id text not null, subscribed boolean not null, primary key (chat_id, user_id))');
  await db.query('create table if not exists response_window_orders (super_order_id text primary key, state jsonb not null)');
  await db.query(`create table if not exists response_window_timers (
    order_id text primary key,
    super_order_id text not null,
    deadline text,
    reminded_for text,
    expired_for text
  )`);
  // The windows whose end is still to be told, and those whose reminder is still to be sent: the timers read these two
  // sets every round, and the windows dealt with (every request that ended unanswered, for good) stay out of both.
  await db.query('drop index if exists response_window_timers_deadline');
  await db.query(`create index if not exists response_window_timers_end_due on response_window_timers (deadline, order_id)
    where deadline is not null and expired_for is distinct from deadline`);
  await db.query(`create index if not exists response_window_timers_reminder_due on response_window_timers (deadline, order_id)
    where deadline is not null and reminded_for is distinct from deadline`);
  await startAtLogHead(db, CHAT_NOTIFICATIONS);
}
