import { DomainError, ErrorCode } from '../errors';
import { requireText } from '../text/free-text';
import { orderStatusAllows, type OrderStatusEvent } from './order-status-machine';
import { quoteStatusAllows } from './quote-status-machine';
import { decideOrderChanges } from './order-changes';
import { isCustomerOf, isProducerOf } from './super-order-access';
import type { CommandContext, SuperOrderCommand } from './super-order-commands';
import type { SuperOrderEvent } from './super-order-events';
import type { OrderState, QuoteState, SuperOrderState } from './super-order-state';
import { FINISHED_ORDER_STATUSES, type CancelReason, type OrderStatus } from './vocabulary';

type Decision = SuperOrderEvent[];

const refuse = (code: ErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

function findOrder(state: SuperOrderState | null, orderId: string): [SuperOrderState, OrderState] {
  const order = state?.orders.find((o) => o.id === orderId);
  if (!state || !order) return refuse(ErrorCode.ORDER_NOT_FOUND, `Order ${orderId} was not found.`);
  return [state, order];
}

function requireCustomer(ctx: CommandContext, state: SuperOrderState): void {
  if (!isCustomerOf(ctx.actor, state)) refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the customer may do this.');
}

function requireProducer(ctx: CommandContext, order: OrderState): void {
  if (!isProducerOf(ctx.actor, order)) refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the producer of this order may do this.');
}

/** A quote cannot change once accepted or once the order is completed. */
function refuseIfQuoteLocked(order: OrderState): void {
  if (order.status === 'DONE') refuse(ErrorCode.QUOTE_CANNOT_EDIT_COMPLETED_ORDER, 'The order is completed; its quote cannot change.');
  if (order.quotes.some((q) => q.status === 'ACCEPTED')) refuse(ErrorCode.QUOTE_ALREADY_ACCEPTED, 'The quote was already accepted.');
}

function requireTransition(order: OrderState, event: OrderStatusEvent['type']): void {
  if (!orderStatusAllows(order.status, event)) {
    refuse(ErrorCode.ORDER_STATUS_UPDATE_ILLEGAL, `The order cannot change this way while it is ${order.status}.`);
  }
}

function findOfferedQuote(order: OrderState, quoteId: string): QuoteState {
  const quote = order.quotes.find((q) => q.id === quoteId);
  if (!quote) return refuse(ErrorCode.QUOTE_NOT_FOUND, `Quote ${quoteId} was not found.`);
  refuseIfQuoteLocked(order);
  if (!quoteStatusAllows(quote.status, 'ACCEPT')) {
    refuse(ErrorCode.ORDER_STATUS_UPDATE_ILLEGAL, `The quote is ${quote.status} and can no longer be answered or withdrawn.`);
  }
  return quote;
}

function requireReason(reason: CancelReason | null | undefined): CancelReason {
  return reason ?? refuse(ErrorCode.ORDER_CANCELLATION_REASON_FAILED, 'A reason from the reason list is required.');
}

/** The longest reason or comment a command may carry, as for the request's notes. */
const REASON_TEXT_MAX = 2500;

/** A free text a command carries: checked, trimmed, null when empty; one longer than allowed is refused, never cut. */
function cleanText(field: string, text: string | null | undefined): string | null {
  if (!text || !text.trim()) return null;
  const checked = requireText(field, text, 'long').trim();
  if (checked.length > REASON_TEXT_MAX) {
    const message = `This field must be less than ${REASON_TEXT_MAX} characters`;
    throw new DomainError(ErrorCode.INVALID_INPUT, `${field}: ${message}`, { problems: [{ field, message }] });
  }
  return checked;
}

function decideCreate(state: SuperOrderState | null, command: Extract<SuperOrderCommand, { type: 'CreateSuperOrder' }>, ctx: CommandContext): Decision {
  if (state) refuse(ErrorCode.SUPER_ORDER_CREATION_FAILED, 'Could not create order.');
  const { input } = command;
  if (command.orderIds.length !== input.manufacturers.length) refuse(ErrorCode.SUPER_ORDER_CREATION_FAILED, 'Could not create order.');
  if (input.asCompany && !ctx.actor.companyIds.includes(input.asCompany)) {
    refuse(ErrorCode.USER_NOT_IN_COMPANY, 'You can only order on behalf of a company you are a member of.');
  }
  const { name, manufacturers, asCompany, fromWhitelabel, ...request } = input;
  const warnings = command.warnings;
  return [
    {
      type: 'SuperOrderCreated',
      data: {
        superOrderId: command.superOrderId,
        name,
        placedById: ctx.actor.userId,
        asCompanyId: asCompany ?? null,
        fromWhitelabelId: fromWhitelabel ?? null,
        orders: manufacturers.map((manufacturerId, i) => ({ orderId: command.orderIds[i], manufacturerId })),
        request,
        files: command.files,
        warnings,
        occurredAt: ctx.now,
      },
    },
  ];
}

function decideReAdd(state: SuperOrderState | null, command: Extract<SuperOrderCommand, { type: 'ReAddOrder' }>, ctx: CommandContext): Decision {
  if (!state) return refuse(ErrorCode.SUPER_ORDER_NOT_FOUND, 'The request was not found.');
  requireCustomer(ctx, state);
  findOrder(state, command.fromOrderId);
  // A producer is free to be asked again once its order no longer takes part.
  const open = state.orders.find((o) => o.manufacturerId === command.manufacturerId && !FINISHED_ORDER_STATUSES.includes(o.status));
  if (open) refuse(ErrorCode.SELECTION_ERROR, 'This manufacturer is already working on this request; please choose another one.');
  if (state.orders.some((o) => o.id === command.orderId)) refuse(ErrorCode.SUPER_ORDER_CREATION_FAILED, 'Could not create order.');
  const { orderId, manufacturerId, fromOrderId, request, files, warnings } = command;
  return [{ type: 'OrderReAdded', data: { orderId, manufacturerId, fromOrderId, request, files, warnings, occurredAt: ctx.now } }];
}

const PRODUCER_STATUS_EVENTS: Partial<Record<OrderStatus, OrderStatusEvent['type']>> = {
  IN_PRODUCTION: 'START_PRODUCTION',
  SHIPPED: 'SHIP',
  CANCELED_BY_PRODUCER: 'REJECT_BY_PRODUCER',
};
const CUSTOMER_STATUS_EVENTS: Partial<Record<OrderStatus, OrderStatusEvent['type']>> = {
  DONE: 'RECEIVE',
  CANCELED_BY_CUSTOMER: 'CANCEL_BY_CUSTOMER',
};

function decideStatus(state: SuperOrderState | null, command: Extract<SuperOrderCommand, { type: 'UpdateOrderStatus' }>, ctx: CommandContext): Decision {
  const [superOrder, order] = findOrder(state, command.orderId);
  const producerEvent = PRODUCER_STATUS_EVENTS[command.status];
  const customerEvent = CUSTOMER_STATUS_EVENTS[command.status];
  if (producerEvent) requireProducer(ctx, order);
  else if (customerEvent) requireCustomer(ctx, superOrder);
  else refuse(ErrorCode.ORDER_STATUS_UPDATE_ILLEGAL, `The status cannot be set to ${command.status}.`);
  requireTransition(order, (producerEvent ?? customerEvent)!);
  const base = { orderId: order.id, occurredAt: ctx.now };
  switch (command.status) {
    case 'IN_PRODUCTION':
      return [{ type: 'OrderProductionStarted', data: base }];
    case 'SHIPPED':
      return [{ type: 'OrderShipped', data: base }];
    case 'DONE':
      return [{ type: 'OrderReceived', data: base }];
    case 'CANCELED_BY_PRODUCER':
      return [{ type: 'OrderRejectedByProducer', data: { ...base, reason: requireReason(command.reason), reasonText: cleanText('reasonText', command.reasonText) } }];
    default:
      return [
        {
          type: 'OrderCanceledByCustomer',
          data: { ...base, reason: requireReason(command.reason), reasonText: cleanText('reasonText', command.reasonText), acceptedOrderId: null },
        },
      ];
  }
}

function decideAnswer(state: SuperOrderState | null, command: Extract<SuperOrderCommand, { type: 'AnswerQuote' }>, ctx: CommandContext): Decision {
  const [superOrder, order] = findOrder(state, command.orderId);
  requireCustomer(ctx, superOrder);
  const quote = findOfferedQuote(order, command.quoteId);
  const reason = requireReason(command.reason);
  const base = { orderId: order.id, quoteId: quote.id, reason, occurredAt: ctx.now };
  if (command.answer === 'REJECTED') {
    requireTransition(order, 'DECLINE_QUOTE');
    return [{ type: 'QuoteDeclined', data: { ...base, reasonText: cleanText('reasonText', command.reasonText) } }];
  }
  requireTransition(order, 'ACCEPT_QUOTE');
  const siblings = superOrder.orders.filter((o) => o.id !== order.id && orderStatusAllows(o.status, 'SIBLING_QUOTE_ACCEPTED'));
  return [
    { type: 'QuoteAccepted', data: base },
    ...siblings.map(
      (sibling): SuperOrderEvent => ({
        type: 'OrderCanceledByCustomer',
        data: { orderId: sibling.id, reason, reasonText: null, acceptedOrderId: order.id, occurredAt: ctx.now },
      }),
    ),
  ];
}

const RATINGS = ['completionTime', 'customerSupport', 'productionQuality', 'platform'] as const;

function decideFeedback(state: SuperOrderState | null, command: Extract<SuperOrderCommand, { type: 'GiveOrderFeedback' }>, ctx: CommandContext): Decision {
  const [superOrder, order] = findOrder(state, command.orderId);
  requireCustomer(ctx, superOrder);
  if (!orderStatusAllows(order.status, 'GIVE_FEEDBACK')) refuse(ErrorCode.ORDER_FEEDBACK_UPDATE_FAILED, 'Feedback can be given once the order has been received.');
  const { feedback } = command;
  for (const rating of RATINGS) {
    const value = feedback[rating];
    if (!Number.isInteger(value) || value < 1 || value > 5) refuse(ErrorCode.ORDER_FEEDBACK_UPDATE_FAILED, `The rating ${rating} must be a whole number from 1 to 5.`);
  }
  if ((feedback.comment ?? '').length > 2500) refuse(ErrorCode.ORDER_FEEDBACK_UPDATE_FAILED, 'The comment must be less than 2500 characters');
  return [{ type: 'OrderFeedbackGiven', data: { orderId: order.id, feedback: { ...feedback, comment: cleanText('feedback.comment', feedback.comment) }, occurredAt: ctx.now } }];
}

/** Decides what a command on a super order causes, or refuses it with a catalogue code. */
export function decideSuperOrder(state: SuperOrderState | null, command: SuperOrderCommand, ctx: CommandContext): Decision {
  switch (command.type) {
    case 'CreateSuperOrder':
      return decideCreate(state, command, ctx);
    case 'OfferQuote': {
      const [, order] = findOrder(state, command.orderId);
      requireProducer(ctx, order);
      refuseIfQuoteLocked(order);
      requireTransition(order, 'OFFER_QUOTE');
      return [{ type: 'QuoteOffered', data: { orderId: order.id, quoteId: command.quoteId, file: command.file, occurredAt: ctx.now } }];
    }
    case 'WithdrawQuote': {
      const [, order] = findOrder(state, command.orderId);
      requireProducer(ctx, order);
      findOfferedQuote(order, command.quoteId);
      requireTransition(order, 'WITHDRAW_QUOTE');
      return [{ type: 'QuoteWithdrawn', data: { orderId: order.id, quoteId: command.quoteId, occurredAt: ctx.now } }];
    }
    case 'AnswerQuote':
      return decideAnswer(state, command, ctx);
    case 'UpdateOrderStatus':
      return decideStatus(state, command, ctx);
    case 'UpdateOrder': {
      const [superOrder, order] = findOrder(state, command.orderId);
      requireCustomer(ctx, superOrder);
      if (!orderStatusAllows(order.status, 'EDIT')) refuse(ErrorCode.ORDER_NOT_EDITABLE, `The order can no longer be changed: it is ${order.status}.`);
      return decideOrderChanges(order, command, ctx.now);
    }
    case 'ReAddOrder':
      return decideReAdd(state, command, ctx);
    case 'GiveOrderFeedback':
      return decideFeedback(state, command, ctx);
  }
}
