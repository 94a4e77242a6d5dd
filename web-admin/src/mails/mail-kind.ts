/** The kinds of mail the product writes, named by the start of their cause (e.g. `chat:<eventId>:<side>`). */
export const MAIL_KINDS = ['chat', 'signup-reminder', 'response-window-reminder', 'response-window-expired'] as const;

/** The kind of a mail: the part of its cause before the first colon. */
export const mailKindOf = (cause: string): string => cause.split(':', 1)[0] ?? cause;

/** The translation key of a known kind, or null for a kind the console does not know. */
export function mailKindKey(cause: string): string | null {
  const kind = mailKindOf(cause);
  return (MAIL_KINDS as readonly string[]).includes(kind) ? `admin.mails.kinds.${kind}` : null;
}
