import { RESPONSE_WINDOW_REMINDER_BEFORE_MS } from './response-window-mails';

/** What is known of one order's response window: its end, and for which end each mail went out already. */
export interface ResponseWindowTimer {
  /** The end of the current window; null while the producer is not expected to answer. */
  readonly deadline: string | null;
  readonly remindedFor: string | null;
  readonly expiredFor: string | null;
}

/**
 * Which mails are due now: the producer's reminder from one day before the end, the customer's
 * notice from the end on; each once per window (a withdrawn quote opens a new window). When the
 * window has already ended, only the customer's notice goes out.
 */
export function dueResponseWindowMails(timer: ResponseWindowTimer, now: Date): { reminder: boolean; expiry: boolean } {
  if (!timer.deadline) return { reminder: false, expiry: false };
  const end = Date.parse(timer.deadline);
  const expiry = now.getTime() >= end && timer.expiredFor !== timer.deadline;
  const reminder = !expiry && now.getTime() >= end - RESPONSE_WINDOW_REMINDER_BEFORE_MS && now.getTime() < end && timer.remindedFor !== timer.deadline;
  return { reminder, expiry };
}
