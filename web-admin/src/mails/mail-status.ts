import type { Tone } from '../fields/ToneChip';

/** The outbox's states as the API names them (`Mail.status`, and the `status` filter of adminGetAllMails). */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'KEPT', 'FAILED'] as const;

export const MAIL_STATUS_CHOICES = MAIL_STATUSES.map((id) => ({ id, name: `admin.mails.status.${id}` }));

/**
 * How a mail stands: waiting for its first try, retrying after failures, delivered, kept in the outbox (no mail
 * server configured), or given up; an unknown state is shown as the API names it.
 */
export function mailStateOf(mail: { readonly status: string; readonly attempts: number }): { readonly key: string; readonly tone: Tone } {
  switch (mail.status) {
    case 'PENDING':
      return mail.attempts > 0 ? { key: 'admin.mails.retrying', tone: 'warning' } : { key: 'admin.mails.status.PENDING', tone: 'default' };
    case 'SENT':
      return { key: 'admin.mails.status.SENT', tone: 'success' };
    case 'KEPT':
      return { key: 'admin.mails.status.KEPT', tone: 'info' };
    case 'FAILED':
      return { key: 'admin.mails.status.FAILED', tone: 'error' };
    default:
      return { key: mail.status, tone: 'default' };
  }
}
