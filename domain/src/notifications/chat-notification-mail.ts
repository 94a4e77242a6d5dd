import type { Locale } from '../accounts/account-vocabulary';
import { chatUnsubscribeLink, orderLink, requestListLink, type OrderSide } from './mail-links';
import { renderMail, type MailContent } from './mail-content';

/**
 * One message of a chat as a mail tells of it. The text a person wrote stays in the app (the mail
 * only says that there is a message), so no free text travels by mail.
 */
export type ChatMailItem =
  | { readonly kind: 'text'; readonly from: 'customer' | 'producer' }
  | { readonly kind: 'file'; readonly from: 'customer' | 'producer'; readonly filename: string }
  | { readonly kind: 'system'; readonly message: { readonly kind: string } & Record<string, unknown> };

/** The new messages of one order's chat. */
export interface ChatMailOrder {
  readonly orderId: string;
  readonly orderName: string;
  readonly items: readonly ChatMailItem[];
}

export interface ChatNotificationInput {
  readonly locale: Locale;
  /** The recipient's side of the orders. */
  readonly side: OrderSide;
  /** One order, or several when one command wrote into several chats (a member joining the customer's company). */
  readonly orders: readonly ChatMailOrder[];
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

/**
 * The mail telling one participant of new messages in an order's chat. Messages of one cause come
 * in one mail, also when they went into the chats of several orders.
 */
export function chatNotificationMail(input: ChatNotificationInput): MailContent {
  const de = input.locale === 'de';
  const [first] = input.orders;
  const single = input.orders.length === 1;
  const count = input.orders.reduce((n, order) => n + order.items.length, 0);
  const unsubscribeLabel = (order: ChatMailOrder) =>
    single ? (de ? 'Keine Benachrichtigungen mehr zu dieser Anfrage' : 'Stop notifications about this request') : de ? `Keine Benachrichtigungen mehr zu „${order.orderName}“` : `Stop notifications about "${order.orderName}"`;
  return renderMail({
    language: input.locale,
    subject: single
      ? de
        ? `Neue Nachricht${count > 1 ? 'en' : ''} zu Ihrer Anfrage „${first.orderName}“`
        : `New message${count > 1 ? 's' : ''} about your request "${first.orderName}"`
      : de
        ? `Neue Nachrichten zu ${input.orders.length} Ihrer Anfragen`
        : `New messages about ${input.orders.length} of your requests`,
    paragraphs: [
      de ? 'Guten Tag,' : 'Hello,',
      ...input.orders.flatMap((order) => [
        de ? `im Chat zur Anfrage „${order.orderName}“ gibt es Neues:` : `there is news in the chat of the request "${order.orderName}":`,
        order.items.map((item) => describe(item, input.locale)),
        ...(single ? [] : [orderLink(input.publicUrl, input.side, order.orderId)]),
      ]),
    ],
    action: single
      ? { label: de ? 'Zum Chat' : 'Open the chat', url: orderLink(input.publicUrl, input.side, first.orderId) }
      : { label: de ? 'Zu Ihren Anfragen' : 'Open your requests', url: requestListLink(input.publicUrl, input.side) },
    unsubscribe: input.orders.map((order) => ({ label: unsubscribeLabel(order), url: chatUnsubscribeLink(input.publicUrl, input.side, order.orderId) })),
  });
}
