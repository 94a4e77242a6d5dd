/** The API's order statuses. */
export const ORDER_STATUSES = [
  'WAITING_FOR_QUOTE',
  'QUOTE_OFFERED',
  'WAITING_FOR_PRODUCTION',
  'IN_PRODUCTION',
  'SHIPPED',
  'DONE',
  'CANCELED_BY_CUSTOMER',
  'CANCELED_BY_PRODUCER',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The interface's names of the statuses (the spec's section 4), as string keys. */
const INTERFACE_NAMES: Record<OrderStatus, string> = {
  WAITING_FOR_QUOTE: 'waitingForQuote',
  QUOTE_OFFERED: 'receivedQuote',
  WAITING_FOR_PRODUCTION: 'quoteAccepted',
  IN_PRODUCTION: 'inProduction',
  SHIPPED: 'shipped',
  DONE: 'received',
  CANCELED_BY_CUSTOMER: 'canceledByCustomer',
  CANCELED_BY_PRODUCER: 'canceledByProducer',
};

export function statusName(status: string): string {
  return INTERFACE_NAMES[status as OrderStatus] ?? 'unknown';
}

/** Whose page shows the status. */
export type StatusSide = 'customer' | 'producer';

/**
 * The statuses the producer's pages name in their own words, where the customer's would say what happened to the
 * customer: the quote the customer received is the one the producer sent, the boards the customer received complete
 * the producer's order, and the producer who rejected a request did it itself.
 */
const PRODUCER_NAMES: Partial<Record<OrderStatus, string>> = {
  QUOTE_OFFERED: 'quoteSent',
  DONE: 'completed',
  CANCELED_BY_PRODUCER: 'rejectedByYou',
};

/** The translation key (namespace requests) of a status's name as one side reads it; the admin reads the customer's. */
export function statusLabelKey(status: string, side: StatusSide = 'customer'): string {
  const own = side === 'producer' ? PRODUCER_NAMES[status as OrderStatus] : undefined;
  return own ? `producerStatus.${own}` : `status.${statusName(status)}`;
}

export type StatusTone = 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary';

/** How a status looks: waiting is neutral, something to decide is a warning, progress is primary, done is success. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'QUOTE_OFFERED':
      return 'warning';
    case 'WAITING_FOR_PRODUCTION':
    case 'IN_PRODUCTION':
    case 'SHIPPED':
      return 'primary';
    case 'DONE':
      return 'success';
    case 'CANCELED_BY_CUSTOMER':
    case 'CANCELED_BY_PRODUCER':
      return 'error';
    case 'WAITING_FOR_QUOTE':
      return 'info';
    default:
      return 'default';
  }
}

export const isCancelled = (status: string) => status === 'CANCELED_BY_CUSTOMER' || status === 'CANCELED_BY_PRODUCER';

/** The steps of an order that goes well, for the progress shown on the details page. */
export const PROGRESS_STEPS = ['WAITING_FOR_QUOTE', 'QUOTE_OFFERED', 'WAITING_FOR_PRODUCTION', 'IN_PRODUCTION', 'SHIPPED', 'DONE'] as const;

/** Where an order stands among PROGRESS_STEPS (0-based), or -1 for a cancelled one. */
export function progressIndex(status: string): number {
  if (isCancelled(status)) return -1;
  return Math.max(0, PROGRESS_STEPS.indexOf(status as (typeof PROGRESS_STEPS)[number]));
}

/** When an order reached a status, as the server lists them. */
export interface StatusChange {
  readonly status: string;
  readonly on: string;
}

/**
 * The day each step of PROGRESS_STEPS was reached on the order's way to its current status, or null for a step not
 * reached: the latest time each step was entered, and none for steps after the current one (a withdrawn quote sets
 * the order back, and what came after no longer counts). A step the list does not name (orders from before status
 * changes were kept) has no date.
 */
export function stepDates(status: string, changes: readonly StatusChange[]): (string | null)[] {
  const current = progressIndex(status);
  return PROGRESS_STEPS.map((step, index) => {
    if (index > current) return null;
    const last = changes.findLast((change) => change.status === step);
    return last?.on ?? null;
  });
}

/** What the customer may do in a status (the server decides; this only offers the buttons that can work). */
export function customerActions(status: string, hasOfferedQuote: boolean) {
  return {
    answerQuote: status === 'QUOTE_OFFERED' && hasOfferedQuote,
    withdraw: ['WAITING_FOR_QUOTE', 'QUOTE_OFFERED'].includes(status),
    markReceived: status === 'SHIPPED',
    giveFeedback: status === 'DONE',
  };
}

/** The reasons a quote or a request is turned down (the API's CancelReason). */
export const CANCEL_REASONS = [
  'COSTS',
  'COMPLETION_TIME',
  'RESPONSE_TIME',
  'TECHNICAL_EXPERTISE',
  'PRODUCT_QUALITY',
  'CUSTOMER_SUPPORT',
  'LOCATION_AND_PROXIMITY',
  'SCALABILITY',
  'ENVIRONMENTAL_RESPONSIBILITY',
  'SOCIAL_RESPONSIBILITY',
  'OTHER',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Time left in the producer's 7-day response window, or null when it is not running. */
export function responseTimeLeft(deadline: string | null | undefined, now: Date): { days: number; hours: number; passed: boolean } | null {
  if (!deadline) return null;
  const left = new Date(deadline).getTime() - now.getTime();
  if (left <= 0) return { days: 0, hours: 0, passed: true };
  const hours = Math.floor(left / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24, passed: false };
}
