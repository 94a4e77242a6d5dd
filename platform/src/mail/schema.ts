import type { SqlClient } from '../sql/sql-client';
import { MAIL_COUNTS_SCHEMA } from './mail-counts';

/** Creates the mail outbox when it is missing. */
export async function ensureMailOutboxSchema(db: SqlClient): Promise<void> {
  await db.query(`create table if not exists mail_outbox (
    id text primary key,
    cause text not null,
    recipient text not null,
    recipient_subject text,
    language text not null,
    subject text not null,
    text_body text not null,
    html_body text not null,
    status text not null default 'PENDING',
    attempts integer not null default 0,
    last_error text,
    created_on timestamptz not null,
    next_attempt_at timestamptz not null,
    sent_on timestamptz
  )`);
  // Mails recorded together share their time; they go out in the order they were recorded.
  await db.query('alter table mail_outbox add column if not exists seq bigint generated always as identity');
  await db.query(`create index if not exists mail_outbox_due on mail_outbox (next_attempt_at) where status = 'PENDING'`);
  await db.query('create index if not exists mail_outbox_created on mail_outbox (created_on desc, id desc)');
  // The admin's list of one status, newest first; and a person's mails, found when their data is erased.
  await db.query('create index if not exists mail_outbox_status_list on mail_outbox (status, created_on desc, id desc)');
  await db.query('create index if not exists mail_outbox_recipient_subject on mail_outbox (recipient_subject) where recipient_subject is not null');
  for (const statement of MAIL_COUNTS_SCHEMA) await db.query(statement);
}
