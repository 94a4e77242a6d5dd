import type { Locale } from '../accounts/account-vocabulary';
import { chatUnsubscribeLink, orderLink, type OrderSide } from './mail-links';
import { renderMail, type MailContent } from './mail-content';

/**
 * One message of a chat as a mail tells of it. The text a person wrote stays in the app (the mail
 * only says that there is a message), so no free text travels by mail.
 */
export type ChatMailItem =
  | { readonly kind: 'text'; readonly from: 'customer' | 'producer' }
  | { readonly kind: 'file'; readonly from: 'customer' | 'producer'; readonly filename: string }
  | { readonly kind: 'system'; readonly message: { readonly kind: string } & Record<string, unknown> };

export interface ChatNotificationInput {
  readonly locale: Locale;
  /** The recipient's side of the order. */
  readonly side: OrderSide;
  readonly orderId: string;
  readonly orderName: string;
  readonly items: readonly ChatMailItem[];
  readonly publicUrl: string;
}

const STATUS: Record<Locale, Record<string, string>> = {
  en: {
    WAITING_FOR_QUOTE: 'waiting for a quote', QUOTE_OFFERED: 'quote offered', WAITING_FOR_PRODUCTION: 'quote accepted, waiting for production',
    IN_PRODUCTION: 'in production', SHIPPED: 'shipped', DONE: 'received', CANCELED_BY_CUSTOMER: 'withdrawn by the customer', CANCELED_BY_PRODUCER: 'rejected by the producer',
  },
  de: {
    WAITING_FOR_QUOTE: 'wartet auf ein Angebot', QUOTE_OFFERED: 'Angebot erhalten', WAITING_FOR_PRODUCTION: 'Angebot angenommen, wartet auf Produktion',
    IN_PRODUCTION: 'in Produktion', SHIPPED: 'versandt', DONE: 'erhalten', CANCELED_BY_CUSTOMER: 'vom Kunden zurückgezogen', CANCELED_BY_PRODUCER: 'vom Hersteller abgelehnt',
  },
};

const QUOTE: Record<Locale, Record<string, string>> = {
  en: { OFFERED: 'A quote was added.', ACCEPTED: 'The quote was accepted.', DECLINED: 'The quote was declined.', WITHDRAWN: 'The quote was withdrawn.' },
  de: { OFFERED: 'Ein Angebot wurde hinzugefügt.', ACCEPTED: 'Das Angebot wurde angenommen.', DECLINED: 'Das Angebot wurde abgelehnt.', WITHDRAWN: 'Das Angebot wurde zurückgezogen.' },
};

function describe(item: ChatMailItem, locale: Locale): string {
  const de = locale === 'de';
  const who = (from: 'customer' | 'producer') => (from === 'customer' ? (de ? 'Der Kunde' : 'The customer') : de ? 'Der Hersteller' : 'The producer');
  if (item.kind === 'text') return de ? `${who(item.from)} hat eine Nachricht geschrieben.` : `${who(item.from)} wrote a message.`;
  if (item.kind === 'file') return de ? `${who(item.from)} hat die Datei „${item.filename}“ gesendet.` : `${who(item.from)} sent the file "${item.filename}".`;
  const { message } = item;
  if (message.kind === 'orderStatus' && typeof message.orderStatus === 'string') {
    const status = STATUS[locale][message.orderStatus] ?? message.orderStatus;
    return de ? `Neuer Status: ${status}.` : `New status: ${status}.`;
  }
  if (message.kind === 'quote' && typeof message.quoteStatus === 'string' && QUOTE[locale][message.quoteStatus]) return QUOTE[locale][message.quoteStatus];
  if (message.kind === 'companyMember') {
    const added = message.added === true;
    return de ? (added ? 'Ein Mitglied ist der Firma des Kunden beigetreten.' : 'Ein Mitglied hat die Firma des Kunden verlassen.') : added ? "A member joined the customer's company." : "A member left the customer's company.";
  }
  return de ? 'Die Anfrage wurde geändert.' : 'The request was changed.';
}

/** The mail telling one participant of new messages in an order's chat; messages of one cause come in one mail. */
export function chatNotificationMail(input: ChatNotificationInput): MailContent {
  const de = input.locale === 'de';
  const count = input.items.length;
  return renderMail({
    language: input.locale,
    subject: de ? `Neue Nachricht${count > 1 ? 'en' : ''} zu Ihrer Anfrage „${input.orderName}“` : `New message${count > 1 ? 's' : ''} about your request "${input.orderName}"`,
    paragraphs: [
      de ? 'Guten Tag,' : 'Hello,',
      de ? `im Chat zur Anfrage „${input.orderName}“ gibt es Neues:` : `there is news in the chat of the request "${input.orderName}":`,
      ...input.items.map((item) => `- ${describe(item, input.locale)}`),
    ],
    action: { label: de ? 'Zum Chat' : 'Open the chat', url: orderLink(input.publicUrl, input.side, input.orderId) },
    unsubscribe: {
      label: de ? 'Keine Benachrichtigungen mehr zu dieser Anfrage' : 'Stop notifications about this request',
      url: chatUnsubscribeLink(input.publicUrl, input.side, input.orderId),
    },
  });
}
