import { guardedMachine } from '../machines/guarded-machine';
import type { OrderStatus } from './vocabulary';

/** What can happen to one producer's order. */
export type OrderStatusEvent =
  | { type: 'OFFER_QUOTE' }
  | { type: 'WITHDRAW_QUOTE' }
  | { type: 'DECLINE_QUOTE' }
  | { type: 'ACCEPT_QUOTE' }
  | { type: 'SIBLING_QUOTE_ACCEPTED' }
  | { type: 'CANCEL_BY_CUSTOMER' }
  | { type: 'REJECT_BY_PRODUCER' }
  | { type: 'START_PRODUCTION' }
  | { type: 'SHIP' }
  | { type: 'RECEIVE' }
  /** The customer changes the request (parameters, addresses, files). */
  | { type: 'EDIT' }
  /** The customer rates the finished order. */
  | { type: 'GIVE_FEEDBACK' };

const cancellable = {
  CANCEL_BY_CUSTOMER: 'CANCELED_BY_CUSTOMER',
  REJECT_BY_PRODUCER: 'CANCELED_BY_PRODUCER',
} as const;

/**
 * The order's lifecycle; statuses without outgoing transitions are final (cancelling is irreversible).
 * The request can be edited while the producer has not been asked to build it (no quote accepted).
 */
const orderStatus = guardedMachine<OrderStatus, OrderStatusEvent['type']>({
  id: 'orderStatus',
  initial: 'WAITING_FOR_QUOTE',
  states: {
    WAITING_FOR_QUOTE: {
      on: { OFFER_QUOTE: 'QUOTE_OFFERED', SIBLING_QUOTE_ACCEPTED: 'CANCELED_BY_CUSTOMER', EDIT: 'WAITING_FOR_QUOTE', ...cancellable },
    },
    QUOTE_OFFERED: {
      on: {
        OFFER_QUOTE: 'QUOTE_OFFERED',
        WITHDRAW_QUOTE: 'WAITING_FOR_QUOTE',
        DECLINE_QUOTE: 'WAITING_FOR_QUOTE',
        ACCEPT_QUOTE: 'WAITING_FOR_PRODUCTION',
        SIBLING_QUOTE_ACCEPTED: 'CANCELED_BY_CUSTOMER',
        EDIT: 'QUOTE_OFFERED',
        ...cancellable,
      },
    },
    WAITING_FOR_PRODUCTION: { on: { START_PRODUCTION: 'IN_PRODUCTION', ...cancellable } },
    IN_PRODUCTION: { on: { SHIP: 'SHIPPED' } },
    SHIPPED: { on: { RECEIVE: 'DONE' } },
    // Received orders change no more; only the customer's feedback may still be given or revised.
    DONE: { on: { GIVE_FEEDBACK: 'DONE' } },
    CANCELED_BY_CUSTOMER: { type: 'final' },
    CANCELED_BY_PRODUCER: { type: 'final' },
  },
});

export const orderStatusMachine = orderStatus.machine;

/** Whether the order in `status` may take `event`. */
export function orderStatusAllows(status: OrderStatus, event: OrderStatusEvent['type']): boolean {
  return orderStatus.allows(status, event);
}

/** The status after `event`; unchanged when the machine does not take it. */
export function nextOrderStatus(status: OrderStatus, event: OrderStatusEvent['type']): OrderStatus {
  return orderStatus.next(status, event);
}
