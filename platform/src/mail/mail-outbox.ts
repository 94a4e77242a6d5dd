import { createHash } from 'node:crypto';
import type { SqlClient } from '../sql/sql-client';
import { mailTotalOf } from './mail-counts';

/** A mail to send, as a reactor records it. */
export interface OutboxMail {
  /** What the mail is for, e.g. `chat:<orderId>:<correlationId>`; with the recipient it names the mail once. */
  readonly cause: string;
  readonly recipient: string;
  readonly recipientSubject: string | null;
  readonly language: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** PENDING until delivered; SENT over SMTP; KEPT when there is no SMTP server and the outbox is the mailbox; FAILED after the last attempt. */
export type MailStatus = 'PENDING' | 'SENT' | 'KEPT' | 'FAILED';

export interface OutboxRow {
  id: string;
  /** The order the outbox recorded the mail in (a bigint, as text). */
  seq: string;
  cause: string;
  recipient: string;
  recipient_subject: string | null;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_on: Date | string;
  next_attempt_at: Date | string;
  sent_on: Date | string | null;
}

/** The same cause and recipient always give the same id, so recording a mail twice keeps one. */
export const outboxMailId = (cause: string, recipient: string) => createHash('sha256').update(`${cause}\n${recipient.toLowerCase()}`).digest('hex').slice(0, 32);

/**
 * Records a mail in the caller's transaction (a reactor's, with its checkpoint); the sender
 * delivers it later. Returns whether it was new.
 */
export async function recordMail(tx: SqlClient, mail: OutboxMail, now: Date): Promise<boolean> {
  return (await recordMails(tx, [mail], now)) > 0;
}

/**
 * Records mails with one statement, in the order given (the sender's order); a mail already recorded, or given twice,
 * is recorded once. Returns how many were new.
 */
export async function recordMails(tx: SqlClient, mails: readonly OutboxMail[], now: Date): Promise<number> {
  if (mails.length === 0) return 0;
  const column = <T>(of: (mail: OutboxMail) => T) => mails.map(of);
  const { rows } = await tx.query<{ id: string }>(
    `insert into mail_outbox (id, cause, recipient, recipient_subject, language, subject, text_body, html_body, created_on, next_attempt_at)
     select id, cause, recipient, recipient_subject, language, subject, text_body, html_body, $9, $9
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       with ordinality as mail (id, cause, recipient, recipient_subject, language, subject, text_body, html_body, ord)
     order by ord
     on conflict (id) do nothing returning id`,
    [
      column((mail) => outboxMailId(mail.cause, mail.recipient)),
      column((mail) => mail.cause),
      column((mail) => mail.recipient),
      column((mail) => mail.recipientSubject),
      column((mail) => mail.language),
      column((mail) => mail.subject),
      column((mail) => mail.text),
      column((mail) => mail.html),
      now,
    ],
  );
  return rows.length;
}

/** A page of the outbox, newest first, with the outbox's kept total. */
export async function listMails(db: SqlClient, limit: number, offset: number): Promise<{ rows: OutboxRow[]; total: number }> {
  const { rows } = await db.query<OutboxRow>('select * from mail_outbox order by created_on desc, id desc limit $1 offset $2', [limit, offset]);
  const { rows: count } = await db.query<{ n: string }>(`select ${mailTotalOf(null, [])}::text as n`);
  return { rows, total: Number(count[0].n) };
}

/** Forgets the mails to a data subject (`user:<id>`, `subscriber:<id>`) whose personal data is erased. */
export async function forgetMailsOf(db: SqlClient, subject: string): Promise<void> {
  await db.query('delete from mail_outbox where recipient_subject = $1', [subject]);
}
