import type { Locale } from '../accounts/account-vocabulary';
import { RESPONSE_WINDOW_DAYS } from '../ordering/vocabulary';
import { chatUnsubscribeLink, orderLink } from './mail-links';
import { renderMail, type MailContent } from './mail-content';

/** How long before the end of the response window the producer is reminded. */
export const RESPONSE_WINDOW_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

interface ResponseWindowInput {
  readonly locale: Locale;
  readonly orderId: string;
  readonly orderName: string;
  /** When the window ends (ISO time). */
  readonly deadline: string;
  readonly publicUrl: string;
}

const formatTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

/** To the producer: the response window of a request still waiting for a quote ends soon. */
export function responseWindowReminderMail(input: ResponseWindowInput): MailContent {
  const de = input.locale === 'de';
  const until = formatTime(input.deadline, input.locale);
  return renderMail({
    language: input.locale,
    subject: de ? `Angebot erbeten bis ${until}: „${input.orderName}“` : `Quote requested by ${until}: "${input.orderName}"`,
    paragraphs: [
      de ? 'Guten Tag,' : 'Hello,',
      de
        ? `die Anfrage „${input.orderName}“ wartet noch auf Ihr Angebot. Das Antwortfenster von ${RESPONSE_WINDOW_DAYS} Tagen endet am ${until}.`
        : `the request "${input.orderName}" is still waiting for your quote. The ${RESPONSE_WINDOW_DAYS}-day response window ends on ${until}.`,
    ],
    action: { label: de ? 'Zur Anfrage' : 'Open the request', url: orderLink(input.publicUrl, 'producer', input.orderId) },
    unsubscribe: [{ label: de ? 'Keine Benachrichtigungen mehr zu dieser Anfrage' : 'Stop notifications about this request', url: chatUnsubscribeLink(input.publicUrl, 'producer', input.orderId) }],
  });
}

/** To the customer: the producer did not answer within the window; keep waiting or cancel and ask another producer. */
export function responseWindowExpiredMail(input: ResponseWindowInput): MailContent {
  const de = input.locale === 'de';
  return renderMail({
    language: input.locale,
    subject: de ? `Noch kein Angebot für „${input.orderName}“` : `No quote yet for "${input.orderName}"`,
    paragraphs: [
      de ? 'Guten Tag,' : 'Hello,',
      de
        ? `der Hersteller hat innerhalb von ${RESPONSE_WINDOW_DAYS} Tagen kein Angebot für „${input.orderName}“ abgegeben.`
        : `the producer has not sent a quote for "${input.orderName}" within ${RESPONSE_WINDOW_DAYS} days.`,
      de
        ? 'Sie können weiter warten oder die Anfrage zurückziehen und einen anderen Hersteller anfragen.'
        : 'You may keep waiting, or withdraw the request and ask another producer.',
    ],
    action: { label: de ? 'Zur Anfrage' : 'Open the request', url: orderLink(input.publicUrl, 'customer', input.orderId) },
    unsubscribe: [{ label: de ? 'Keine Benachrichtigungen mehr zu dieser Anfrage' : 'Stop notifications about this request', url: chatUnsubscribeLink(input.publicUrl, 'customer', input.orderId) }],
  });
}
