import { DomainError } from '../errors';
import type { Actor } from './actor';
import { superOrderInputSchema } from './order-input';
import type { SuperOrderCommand } from './super-order-commands';
import { decideSuperOrder } from './super-order-decide';
import type { SuperOrderEvent } from './super-order-events';
import type { OrderStatus } from './vocabulary';
import { evolveSuperOrder, initialSuperOrderState, responseDeadlineFrom, type SuperOrderState } from './super-order-state';

const NOW = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-23T10:00:00.000Z';
const actor = (userId: string, extra: Partial<Actor> = {}): Actor => ({ userId, companyIds: [], manufacturerIds: [], isAdmin: false, ...extra });
const customer = actor('customer', { companyIds: ['customer-company'] });
const colleague = actor('colleague', { companyIds: ['customer-company'] });
const producerA = actor('producer-a', { manufacturerIds: ['m-a'] });
const producerB = actor('producer-b', { manufacturerIds: ['m-b'] });
const stranger = actor('stranger');

const address = { recipient: 'ACME GmbH', country: 'de', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const input = superOrderInputSchema.parse({
  name: 'Interface brain',
  manufacturers: ['m-a', 'm-b'],
  shippingAddress: address,
  billingAddress: address,
  asCompany: 'customer-company',
});

const created: SuperOrderEvent = {
  type: 'SuperOrderCreated',
  data: {
    superOrderId: 's1',
    name: 'Interface brain',
    placedById: 'customer',
    asCompanyId: 'customer-company',
    fromWhitelabelId: null,
    orders: [
      { orderId: 'o-a', manufacturerId: 'm-a' },
      { orderId: 'o-b', manufacturerId: 'm-b' },
    ],
    request: (({ name: _n, manufacturers: _m, asCompany: _a, fromWhitelabel: _f, ...rest }) => rest)(input),
    files: { additionalFiles: [] },
    warnings: [],
    occurredAt: NOW,
  },
};
const quoteOffered = (orderId = 'o-a', quoteId = 'q1'): SuperOrderEvent => ({
  type: 'QuoteOffered',
  data: { orderId, quoteId, file: { fileId: `f-${quoteId}`, filename: 'quote.pdf' }, occurredAt: NOW },
});
const quoteAccepted: SuperOrderEvent = { type: 'QuoteAccepted', data: { orderId: 'o-a', quoteId: 'q1', reason: 'COSTS', occurredAt: NOW } };
const siblingCanceled: SuperOrderEvent = {
  type: 'OrderCanceledByCustomer',
  data: { orderId: 'o-b', reason: 'COSTS', reasonText: null, acceptedOrderId: 'o-a', occurredAt: NOW },
};
const inProduction: SuperOrderEvent = { type: 'OrderProductionStarted', data: { orderId: 'o-a', occurredAt: NOW } };
const shipped: SuperOrderEvent = { type: 'OrderShipped', data: { orderId: 'o-a', occurredAt: NOW } };
const received: SuperOrderEvent = { type: 'OrderReceived', data: { orderId: 'o-a', occurredAt: NOW } };

const fold = (events: SuperOrderEvent[]): SuperOrderState | null => events.reduce(evolveSuperOrder, initialSuperOrderState());

function given(...events: SuperOrderEvent[]) {
  return {
    when(command: SuperOrderCommand, by: Actor, now = LATER) {
      const state = fold(events);
      const run = () => decideSuperOrder(state, command, { actor: by, now });
      return {
        then(expected: SuperOrderEvent[]) {
          expect(run()).toEqual(expected);
        },
        thenRefuses(code: string) {
          let error: unknown;
          try {
            run();
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(DomainError);
          expect((error as DomainError).code).toBe(code);
        },
      };
    },
  };
}

const offer = (orderId = 'o-a', quoteId = 'q2'): SuperOrderCommand => ({
  type: 'OfferQuote',
  orderId,
  quoteId,
  file: { fileId: `f-${quoteId}`, filename: 'quote.pdf' },
});
const answer = (answerValue: 'ACCEPTED' | 'REJECTED', quoteId = 'q1', orderId = 'o-a'): SuperOrderCommand => ({
  type: 'AnswerQuote',
  orderId,
  quoteId,
  answer: answerValue,
  reason: 'COSTS',
});
const status = (value: OrderStatus, extra = {}): SuperOrderCommand => ({ type: 'UpdateOrderStatus', orderId: 'o-a', status: value, ...extra });

describe('creating a request', () => {
  test('when a customer sends a request to two producers, then each order waits for a quote with a 7-day window', () => {
    given()
      .when({ type: 'CreateSuperOrder', superOrderId: 's1', orderIds: ['o-a', 'o-b'], input, files: { additionalFiles: [] }, warnings: [] }, customer, NOW)
      .then([created]);
    const state = fold([created])!;
    expect(state.orders.map((o) => [o.status, o.responseDeadline])).toEqual([
      ['WAITING_FOR_QUOTE', '2026-11-29T10:00:00.000Z'],
      ['WAITING_FOR_QUOTE', '2026-11-29T10:00:00.000Z'],
    ]);
  });

  test('when ordering for a company one is not a member of, then it is refused', () => {
    given()
      .when({ type: 'CreateSuperOrder', superOrderId: 's1', orderIds: ['o-a', 'o-b'], input, files: { additionalFiles: [] }, warnings: [] }, stranger)
      .thenRefuses('USER_NOT_IN_COMPANY');
  });

  test('when the super order already exists, then creating it again is refused', () => {
    given(created)
      .when({ type: 'CreateSuperOrder', superOrderId: 's1', orderIds: ['o-a', 'o-b'], input, files: { additionalFiles: [] }, warnings: [] }, customer)
      .thenRefuses('SUPER_ORDER_CREATION_FAILED');
  });

  test('the input schema needs 1 to 3 distinct producers, both addresses and a quantity of at least 1', () => {
    const base = { name: 'x', shippingAddress: address, billingAddress: address };
    expect(superOrderInputSchema.safeParse({ ...base, manufacturers: [] }).success).toBe(false);
    expect(superOrderInputSchema.safeParse({ ...base, manufacturers: ['a', 'b', 'c', 'd'] }).success).toBe(false);
    expect(superOrderInputSchema.safeParse({ ...base, manufacturers: ['a', 'a'] }).success).toBe(false);
    expect(superOrderInputSchema.safeParse({ ...base, manufacturers: ['a'], quantity: 0 }).success).toBe(false);
    expect(superOrderInputSchema.safeParse({ name: 'x', manufacturers: ['a'], shippingAddress: address }).success).toBe(false);
    const parsed = superOrderInputSchema.parse({ ...base, manufacturers: ['a'], bulkPrices: [100, -1, 10] });
    expect(parsed).toMatchObject({ type: 'PROTOTYPE', pcbVersion: 'V1', quantity: 1, bulkPrices: [10, 100] });
  });
});

describe('quotes', () => {
  test('when the producer uploads a quote, then the order is QUOTE_OFFERED and the window is answered', () => {
    given(created).when(offer('o-a', 'q1'), producerA, NOW).then([quoteOffered()]);
    const order = fold([created, quoteOffered()])!.orders[0];
    expect(order).toMatchObject({ status: 'QUOTE_OFFERED', responseDeadline: null });
  });

  test('when the producer uploads a new quote, then it replaces the offered one', () => {
    given(created, quoteOffered()).when(offer(), producerA).then([
      { type: 'QuoteOffered', data: { orderId: 'o-a', quoteId: 'q2', file: { fileId: 'f-q2', filename: 'quote.pdf' }, occurredAt: LATER } },
    ]);
    const order = fold([created, quoteOffered(), quoteOffered('o-a', 'q2')])!.orders[0];
    expect(order.quotes.map((q) => q.status)).toEqual(['SUPERSEDED', 'OFFERED']);
  });

  test('when another producer uploads a quote to this order, then it is refused', () => {
    given(created).when(offer('o-a'), producerB).thenRefuses('USER_NOT_AUTHORIZED');
  });

  test('when the producer withdraws its quote, then the order waits for a quote again with a new window', () => {
    const withdrawn: SuperOrderEvent = { type: 'QuoteWithdrawn', data: { orderId: 'o-a', quoteId: 'q1', occurredAt: LATER } };
    given(created, quoteOffered()).when({ type: 'WithdrawQuote', orderId: 'o-a', quoteId: 'q1' }, producerA).then([withdrawn]);
    const order = fold([created, quoteOffered(), withdrawn])!.orders[0];
    expect(order).toMatchObject({ status: 'WAITING_FOR_QUOTE', responseDeadline: responseDeadlineFrom(LATER) });
    expect(order.quotes[0].status).toBe('WITHDRAWN');
  });

  test('when withdrawing an unknown quote, then QUOTE_NOT_FOUND', () => {
    given(created, quoteOffered()).when({ type: 'WithdrawQuote', orderId: 'o-a', quoteId: 'nope' }, producerA).thenRefuses('QUOTE_NOT_FOUND');
  });

  test('when withdrawing an accepted quote, then QUOTE_ALREADY_ACCEPTED', () => {
    given(created, quoteOffered(), quoteAccepted, siblingCanceled)
      .when({ type: 'WithdrawQuote', orderId: 'o-a', quoteId: 'q1' }, producerA)
      .thenRefuses('QUOTE_ALREADY_ACCEPTED');
  });

  test('when uploading a quote after acceptance, then QUOTE_ALREADY_ACCEPTED', () => {
    given(created, quoteOffered(), quoteAccepted, siblingCanceled).when(offer(), producerA).thenRefuses('QUOTE_ALREADY_ACCEPTED');
  });

  test('when uploading a quote to a completed order, then QUOTE_CANNOT_EDIT_COMPLETED_ORDER', () => {
    given(created, quoteOffered(), quoteAccepted, siblingCanceled, inProduction, shipped, received)
      .when(offer(), producerA)
      .thenRefuses('QUOTE_CANNOT_EDIT_COMPLETED_ORDER');
  });

  test('when uploading a quote to a cancelled order, then ORDER_STATUS_UPDATE_ILLEGAL', () => {
    given(created, quoteOffered(), quoteAccepted, siblingCanceled).when(offer('o-b'), producerB).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
  });

  test('when the customer accepts a quote, then the sibling orders are cancelled in the same decision', () => {
    given(created, quoteOffered(), quoteOffered('o-b', 'qb'))
      .when(answer('ACCEPTED'), customer, NOW)
      .then([quoteAccepted, siblingCanceled]);
    const state = fold([created, quoteOffered(), quoteOffered('o-b', 'qb'), quoteAccepted, siblingCanceled])!;
    expect(state.orders.map((o) => o.status)).toEqual(['WAITING_FOR_PRODUCTION', 'CANCELED_BY_CUSTOMER']);
    expect(state.orders[1]).toMatchObject({ cancelReason: 'COSTS', responseDeadline: null });
  });

  test('a colleague in the ordering company may answer the quote', () => {
    given(created, quoteOffered()).when(answer('ACCEPTED'), colleague, NOW).then([quoteAccepted, siblingCanceled]);
  });

  test('when a producer or a stranger answers a quote, then it is refused', () => {
    given(created, quoteOffered()).when(answer('ACCEPTED'), producerA).thenRefuses('USER_NOT_AUTHORIZED');
    given(created, quoteOffered()).when(answer('ACCEPTED'), stranger).thenRefuses('USER_NOT_AUTHORIZED');
  });

  test('when the customer rejects only the offer, then the order waits for a new quote', () => {
    const declined: SuperOrderEvent = {
      type: 'QuoteDeclined',
      data: { orderId: 'o-a', quoteId: 'q1', reason: 'COSTS', reasonText: null, occurredAt: LATER },
    };
    given(created, quoteOffered()).when(answer('REJECTED'), customer).then([declined]);
    const order = fold([created, quoteOffered(), declined])!.orders[0];
    expect(order).toMatchObject({ status: 'WAITING_FOR_QUOTE', responseDeadline: responseDeadlineFrom(LATER) });
    expect(order.quotes[0]).toMatchObject({ status: 'DECLINED', reason: 'COSTS' });
  });

  test('when answering an accepted quote again, then QUOTE_ALREADY_ACCEPTED', () => {
    given(created, quoteOffered(), quoteAccepted, siblingCanceled).when(answer('REJECTED'), customer).thenRefuses('QUOTE_ALREADY_ACCEPTED');
  });

  test('when answering a superseded or unknown quote, then it is refused', () => {
    given(created, quoteOffered(), quoteOffered('o-a', 'q2')).when(answer('ACCEPTED'), customer).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
    given(created, quoteOffered()).when(answer('ACCEPTED', 'nope'), customer).thenRefuses('QUOTE_NOT_FOUND');
  });

  test('when accepting a quote on an order the sibling acceptance cancelled, then ORDER_STATUS_UPDATE_ILLEGAL', () => {
    given(created, quoteOffered(), quoteOffered('o-b', 'qb'), quoteAccepted, siblingCanceled)
      .when(answer('ACCEPTED', 'qb', 'o-b'), customer)
      .thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
  });
});

describe('status changes', () => {
  const accepted = [created, quoteOffered(), quoteAccepted, siblingCanceled];

  test('the producer sets in production, then shipped; the customer marks received', () => {
    given(...accepted).when(status('IN_PRODUCTION'), producerA, NOW).then([inProduction]);
    given(...accepted, inProduction).when(status('SHIPPED'), producerA, NOW).then([shipped]);
    given(...accepted, inProduction, shipped).when(status('DONE'), customer, NOW).then([received]);
    expect(fold([...accepted, inProduction, shipped, received])!.orders[0].status).toBe('DONE');
  });

  test('given the steps of an order, when folded, then each status it reached is kept with its time, a status reached again once more', () => {
    const at = (hour: number) => `2026-11-24T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const offered = (quoteId: string, hour: number): SuperOrderEvent => ({
      type: 'QuoteOffered',
      data: { orderId: 'o-a', quoteId, file: { fileId: `f-${quoteId}`, filename: 'quote.pdf' }, occurredAt: at(hour) },
    });
    const events: SuperOrderEvent[] = [
      created,
      offered('q1', 8),
      { type: 'QuoteWithdrawn', data: { orderId: 'o-a', quoteId: 'q1', occurredAt: at(9) } },
      offered('q2', 10),
      { type: 'QuoteAccepted', data: { orderId: 'o-a', quoteId: 'q2', reason: 'COSTS', occurredAt: at(11) } },
      { type: 'OrderQuantityChanged', data: { orderId: 'o-a', quantity: 20, quantityIsOverproduction: false, bulkPrices: [], occurredAt: at(12) } },
      { type: 'OrderProductionStarted', data: { orderId: 'o-a', occurredAt: at(13) } },
    ];
    expect(fold(events)!.orders[0].statusChanges).toEqual([
      { status: 'WAITING_FOR_QUOTE', on: NOW },
      { status: 'QUOTE_OFFERED', on: at(8) },
      { status: 'WAITING_FOR_QUOTE', on: at(9) },
      { status: 'QUOTE_OFFERED', on: at(10) },
      { status: 'WAITING_FOR_PRODUCTION', on: at(11) },
      { status: 'IN_PRODUCTION', on: at(13) },
    ]);
  });

  test('skipping a step is illegal', () => {
    given(created).when(status('IN_PRODUCTION'), producerA).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
    given(...accepted).when(status('SHIPPED'), producerA).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
    given(...accepted, inProduction).when(status('DONE'), customer).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
  });

  test('each side may only set its own statuses', () => {
    given(...accepted).when(status('IN_PRODUCTION'), customer).thenRefuses('USER_NOT_AUTHORIZED');
    given(...accepted, inProduction, shipped).when(status('DONE'), producerA).thenRefuses('USER_NOT_AUTHORIZED');
  });

  test('statuses nobody sets directly are illegal', () => {
    given(created).when(status('QUOTE_OFFERED'), producerA).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
    given(created).when(status('CREATED' as OrderStatus), customer).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
  });

  test('the customer withdraws the request with a reason', () => {
    given(created).when(status('CANCELED_BY_CUSTOMER', { reason: 'OTHER', reasonText: '  found a cheaper one ' }), customer, NOW).then([
      { type: 'OrderCanceledByCustomer', data: { orderId: 'o-a', reason: 'OTHER', reasonText: 'found a cheaper one', acceptedOrderId: null, occurredAt: NOW } },
    ]);
  });

  test('the producer rejects the request with a reason', () => {
    given(created, quoteOffered()).when(status('CANCELED_BY_PRODUCER', { reason: 'TECHNICAL_EXPERTISE' }), producerA, NOW).then([
      { type: 'OrderRejectedByProducer', data: { orderId: 'o-a', reason: 'TECHNICAL_EXPERTISE', reasonText: null, occurredAt: NOW } },
    ]);
  });

  test('a reason text longer than 2,500 characters is refused, not cut, and one of 2,500 is kept whole', () => {
    given(created).when(status('CANCELED_BY_CUSTOMER', { reason: 'OTHER', reasonText: 'x'.repeat(2501) }), customer).thenRefuses('INVALID_INPUT');
    given(created, quoteOffered()).when(status('CANCELED_BY_PRODUCER', { reason: 'OTHER', reasonText: 'x'.repeat(300_000) }), producerA).thenRefuses('INVALID_INPUT');
    given(created).when(status('CANCELED_BY_CUSTOMER', { reason: 'OTHER', reasonText: 'x'.repeat(2500) }), customer, NOW).then([
      { type: 'OrderCanceledByCustomer', data: { orderId: 'o-a', reason: 'OTHER', reasonText: 'x'.repeat(2500), acceptedOrderId: null, occurredAt: NOW } },
    ]);
  });

  test('cancelling without a reason is refused', () => {
    given(created).when(status('CANCELED_BY_CUSTOMER'), customer).thenRefuses('ORDER_CANCELLATION_REASON_FAILED');
  });

  test('cancelling is irreversible and impossible once in production', () => {
    const canceled: SuperOrderEvent = {
      type: 'OrderRejectedByProducer',
      data: { orderId: 'o-a', reason: 'NONE', reasonText: null, occurredAt: NOW },
    };
    given(created, canceled).when(offer(), producerA).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
    given(created, canceled).when(status('CANCELED_BY_CUSTOMER', { reason: 'COSTS' }), customer).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
    given(...accepted, inProduction).when(status('CANCELED_BY_CUSTOMER', { reason: 'COSTS' }), customer).thenRefuses('ORDER_STATUS_UPDATE_ILLEGAL');
  });

  test('an unknown order is ORDER_NOT_FOUND', () => {
    given(created).when({ ...status('IN_PRODUCTION'), orderId: 'missing' } as SuperOrderCommand, producerA).thenRefuses('ORDER_NOT_FOUND');
    given().when(status('IN_PRODUCTION'), producerA).thenRefuses('ORDER_NOT_FOUND');
  });
});
