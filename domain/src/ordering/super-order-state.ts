import type { FileReference, OrderFiles } from './order-files';
import type { OrderRequest } from './order-input';
import { nextOrderStatus, type OrderStatusEvent } from './order-status-machine';
import { nextQuoteStatus } from './quote-status-machine';
import type { DesignDataWarning, OrderFeedback, SuperOrderEvent } from './super-order-events';
import { RESPONSE_WINDOW_DAYS, type CancelReason, type OrderStatus, type QuoteStatus } from './vocabulary';

export interface QuoteState {
  readonly id: string;
  readonly file: FileReference;
  readonly status: QuoteStatus;
  readonly createdOn: string;
  readonly answeredOn: string | null;
  readonly reason: CancelReason | null;
}

/** When an order reached a status. */
export interface OrderStatusChange {
  readonly status: OrderStatus;
  readonly on: string;
}

export interface OrderState {
  readonly id: string;
  readonly manufacturerId: string;
  readonly status: OrderStatus;
  /** This producer's request: the super order's at first, then changed by edits; a re-added order has its own. */
  readonly request: OrderRequest;
  readonly files: OrderFiles;
  /** What the server's design-data check found that did not stop the request. */
  readonly warnings: readonly DesignDataWarning[];
  readonly feedback: OrderFeedback | null;
  readonly quotes: readonly QuoteState[];
  /** When the producer's 7-day response window ends; null while the producer is not expected to answer. */
  readonly responseDeadline: string | null;
  readonly cancelReason: CancelReason | null;
  readonly cancelReasonText: string | null;
  /** Each status the order reached, in order, with when: a status reached again (a quote withdrawn) is listed again. */
  readonly statusChanges: readonly OrderStatusChange[];
  readonly createdOn: string;
  readonly updatedOn: string;
}

/** The super order; `request` and `files` are those first sent, each order carries its current ones. */
export interface SuperOrderState {
  readonly id: string;
  readonly name: string;
  readonly placedById: string;
  readonly asCompanyId: string | null;
  readonly fromWhitelabelId: string | null;
  readonly request: OrderRequest;
  readonly files: OrderFiles;
  readonly orders: readonly OrderState[];
  readonly createdOn: string;
  readonly updatedOn: string;
}

/** Before the first event a super order does not exist. */
export const initialSuperOrderState = (): SuperOrderState | null => null;

/** The end of a response window that starts at `from`. */
export function responseDeadlineFrom(from: string): string {
  return new Date(Date.parse(from) + RESPONSE_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

const STATUS_EVENTS: Partial<Record<SuperOrderEvent['type'], OrderStatusEvent['type']>> = {
  QuoteOffered: 'OFFER_QUOTE',
  QuoteWithdrawn: 'WITHDRAW_QUOTE',
  QuoteAccepted: 'ACCEPT_QUOTE',
  QuoteDeclined: 'DECLINE_QUOTE',
  OrderRejectedByProducer: 'REJECT_BY_PRODUCER',
  OrderProductionStarted: 'START_PRODUCTION',
  OrderShipped: 'SHIP',
  OrderReceived: 'RECEIVE',
};

function evolveOrder(order: OrderState, event: Exclude<SuperOrderEvent, { type: 'SuperOrderCreated' | 'OrderReAdded' }>): OrderState {
  const at = event.data.occurredAt;
  const statusEvent =
    event.type === 'OrderCanceledByCustomer'
      ? event.data.acceptedOrderId
        ? 'SIBLING_QUOTE_ACCEPTED'
        : 'CANCEL_BY_CUSTOMER'
      : STATUS_EVENTS[event.type];
  const status = statusEvent ? nextOrderStatus(order.status, statusEvent) : order.status;
  const responseDeadline =
    status === 'WAITING_FOR_QUOTE' ? (order.status === 'WAITING_FOR_QUOTE' ? order.responseDeadline : responseDeadlineFrom(at)) : null;
  const statusChanges = status === order.status ? order.statusChanges : [...(order.statusChanges ?? []), { status, on: at }];
  const next: OrderState = { ...order, status, responseDeadline, statusChanges, updatedOn: at };
  switch (event.type) {
    case 'QuoteOffered':
      return {
        ...next,
        quotes: [
          ...order.quotes.map((q) => (q.status === 'OFFERED' ? { ...q, status: nextQuoteStatus(q.status, 'SUPERSEDE'), answeredOn: at } : q)),
          { id: event.data.quoteId, file: event.data.file, status: 'OFFERED', createdOn: at, answeredOn: null, reason: null },
        ],
      };
    case 'QuoteWithdrawn':
      return { ...next, quotes: answerQuote(order.quotes, event.data.quoteId, 'WITHDRAW', at, null) };
    case 'QuoteAccepted':
      return { ...next, quotes: answerQuote(order.quotes, event.data.quoteId, 'ACCEPT', at, event.data.reason) };
    case 'QuoteDeclined':
      return { ...next, quotes: answerQuote(order.quotes, event.data.quoteId, 'DECLINE', at, event.data.reason) };
    case 'OrderCanceledByCustomer':
    case 'OrderRejectedByProducer':
      return { ...next, cancelReason: event.data.reason, cancelReasonText: event.data.reasonText };
    case 'OrderAddressesChanged':
      return {
        ...next,
        request: {
          ...order.request,
          shippingAddress: event.data.shippingAddress ?? order.request.shippingAddress,
          billingAddress: event.data.billingAddress ?? order.request.billingAddress,
        },
      };
    case 'OrderQuantityChanged': {
      const { quantity, quantityIsOverproduction, bulkPrices } = event.data;
      return { ...next, request: { ...order.request, quantity, quantityIsOverproduction, bulkPrices } };
    }
    case 'OrderServicesChanged':
      return { ...next, request: { ...order.request, requiredOperations: event.data.requiredOperations, optionalOperations: event.data.optionalOperations } };
    case 'OrderCertificatesChanged':
      return { ...next, request: { ...order.request, requiredCertificates: event.data.requiredCertificates } };
    case 'OrderVersionChanged':
      return { ...next, request: { ...order.request, pcbVersion: event.data.pcbVersion } };
    case 'OrderIpcClassChanged':
      return { ...next, request: { ...order.request, ipcClass: event.data.ipcClass ?? undefined } };
    case 'OrderTypeChanged':
      return { ...next, request: { ...order.request, type: event.data.orderType } };
    case 'OrderDetailsChanged':
      return { ...next, request: { ...order.request, ...event.data.changes } };
    case 'OrderFilesChanged':
      return {
        ...next,
        files: { ...order.files, ...event.data.files, additionalFiles: [...order.files.additionalFiles, ...event.data.additionalFilesAdded] },
        warnings: mergeWarnings(order.warnings, event.data.warnings),
      };
    case 'OrderBomChanged':
      return { ...next, files: { ...order.files, bom: event.data.bom, originalBom: event.data.originalBom ?? order.files.originalBom } };
    case 'OrderPlacementChanged':
      return {
        ...next,
        files: { ...order.files, placement: event.data.placement, originalPlacement: event.data.originalPlacement ?? order.files.originalPlacement },
        warnings: mergeWarnings(order.warnings, event.data.warnings),
      };
    case 'OrderFeedbackGiven':
      return { ...next, feedback: event.data.feedback };
    default:
      return next;
  }
}

/** Warnings of a new check replace earlier ones of the same code and file. */
function mergeWarnings(earlier: readonly DesignDataWarning[], found: readonly DesignDataWarning[]): DesignDataWarning[] {
  const key = (w: DesignDataWarning) => `${w.code}|${w.file ?? ''}`;
  const renewed = new Set(found.map(key));
  return [...earlier.filter((w) => !renewed.has(key(w))), ...found];
}

/** A new producer's order, waiting for its quote. */
function newOrder(orderId: string, manufacturerId: string, request: OrderRequest, files: OrderFiles, warnings: readonly DesignDataWarning[], at: string): OrderState {
  return {
    id: orderId,
    manufacturerId,
    status: 'WAITING_FOR_QUOTE',
    request,
    files,
    warnings,
    feedback: null,
    quotes: [],
    responseDeadline: responseDeadlineFrom(at),
    cancelReason: null,
    cancelReasonText: null,
    statusChanges: [{ status: 'WAITING_FOR_QUOTE', on: at }],
    createdOn: at,
    updatedOn: at,
  };
}

function answerQuote(
  quotes: readonly QuoteState[],
  quoteId: string,
  answer: 'ACCEPT' | 'DECLINE' | 'WITHDRAW',
  at: string,
  reason: CancelReason | null,
): QuoteState[] {
  return quotes.map((q) => (q.id === quoteId ? { ...q, status: nextQuoteStatus(q.status, answer), answeredOn: at, reason } : q));
}

/** Applies one event to the super order. */
export function evolveSuperOrder(state: SuperOrderState | null, event: SuperOrderEvent): SuperOrderState | null {
  if (event.type === 'SuperOrderCreated') {
    const { data } = event;
    return {
      id: data.superOrderId,
      name: data.name,
      placedById: data.placedById,
      asCompanyId: data.asCompanyId,
      fromWhitelabelId: data.fromWhitelabelId,
      request: data.request,
      files: data.files,
      createdOn: data.occurredAt,
      updatedOn: data.occurredAt,
      orders: data.orders.map(({ orderId, manufacturerId }) => newOrder(orderId, manufacturerId, data.request, data.files, data.warnings, data.occurredAt)),
    };
  }
  if (!state) return state;
  if (event.type === 'OrderReAdded') {
    const { data } = event;
    return {
      ...state,
      updatedOn: data.occurredAt,
      orders: [...state.orders, newOrder(data.orderId, data.manufacturerId, data.request, data.files, data.warnings, data.occurredAt)],
    };
  }
  return {
    ...state,
    updatedOn: event.data.occurredAt,
    orders: state.orders.map((order) => (order.id === event.data.orderId ? evolveOrder(order, event) : order)),
  };
}
