import type { Database } from '../sql/database';
import type { OutboxRow } from './mail-outbox';
import type { MailTransport } from './mail-transport';

/** The time as the product sees it; tests move it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** After this many failed attempts a mail is marked FAILED (it stays listed with its last error). */
export const MAX_MAIL_ATTEMPTS = 10;
const BATCH = 20;

/** Waits 30 s after the first failure, doubling up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

/**
 * The addresses in force now for the people the due mails are for, by `recipient_subject` (`user:<id>`): a mail
 * recorded before its recipient changed their address goes to the new one. A subject it does not name keeps the
 * address the mail was recorded with.
 */
export type CurrentRecipients = (subjects: readonly string[]) => Promise<ReadonlyMap<string, string>>;

export interface MailSending {
  /** The domain of the Message-ID. */
  readonly domain?: string;
  readonly currentRecipients?: CurrentRecipients;
}

/** The lease a mail sender holds while it delivers: one sender at a time across every process. */
export const MAIL_SENDER_LEASE = 'mail-sender';

/**
 * Delivers due outbox mails one by one, in the order they were recorded, and marks each sent, or records the failure and when to try again. Only the
 * holder of the `mail-sender` lease delivers (`deliverDueMailsUnderLease`), so several processes never take the same
 * mail, and when the holder dies its lease ends with its connection and the next sender goes on at once. The
 * Message-ID is the outbox id, so a mail that a crash between delivery and marking makes go out again is
 * recognisably the same mail.
 */
export async function deliverDueMails(db: Database, transport: MailTransport, clock: Clock, sending: MailSending = {}): Promise<{ delivered: number; failed: number }> {
  const domain = sending.domain ?? 'pcb-marketplace';
  const { rows: due } = await db.query<OutboxRow>(
    `select * from mail_outbox where status = 'PENDING' and next_attempt_at <= $1 order by created_on, seq limit $2`,
    [clock(), BATCH],
  );
  due.sort((a, b) => new Date(a.created_on).getTime() - new Date(b.created_on).getTime() || Number(a.seq) - Number(b.seq));
  const subjects = [...new Set(due.flatMap((row) => (row.recipient_subject ? [row.recipient_subject] : [])))];
  const current = sending.currentRecipients && subjects.length > 0 ? await sending.currentRecipients(subjects) : new Map<string, string>();
  let delivered = 0;
  let failed = 0;
  for (const row of due) {
    const to = (row.recipient_subject && current.get(row.recipient_subject)) || row.recipient;
    try {
      await transport.send({ messageId: `<${row.id}@${domain}>`, to, subject: row.subject, text: row.text_body, html: row.html_body, language: row.language });
      // The row names the address the mail went to.
      await db.query(`update mail_outbox set status = $2, attempts = attempts + 1, last_error = null, sent_on = $3, recipient = $4 where id = $1`, [
        row.id,
        transport.kind === 'smtp' ? 'SENT' : 'KEPT',
        clock(),
        to,
      ]);
      delivered++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      await db.query(`update mail_outbox set status = $2, attempts = $3, last_error = $4, next_attempt_at = $5 where id = $1`, [
        row.id,
        attempts >= MAX_MAIL_ATTEMPTS ? 'FAILED' : 'PENDING',
        attempts,
        `NOTIFICATION_SEND_FAILED: ${reason.slice(0, 500)}`,
        new Date(clock().getTime() + retryDelayMs(attempts)),
      ]);
      failed++;
    }
  }
  return { delivered, failed };
}

/** Delivers due mails if this process holds the sender's lease; another process holding it delivers instead. */
export async function deliverDueMailsUnderLease(db: Database, transport: MailTransport, clock: Clock, sending?: MailSending): Promise<{ delivered: number; failed: number }> {
  const lease = await db.tryAcquireLease(MAIL_SENDER_LEASE);
  if (!lease) return { delivered: 0, failed: 0 };
  try {
    return await deliverDueMails(db, transport, clock, sending);
  } finally {
    await lease.release();
  }
}
