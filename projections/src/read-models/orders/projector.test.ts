import { chatStreamId, evolveSuperOrder, superOrderStreamId, type DomainEvent, type SuperOrderEvent, type SuperOrderState } from '@pcbm/domain';
import { ORDER_REQUEST, PLACED_AT, superOrderCreated } from '../../testing/marketplace-events';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import type { EventProcessor, SqlClient } from '@pcbm/platform';
import { orderProjector } from './projector';

const later = '2026-03-03T09:00:00.000Z';
const weekAfter = (iso: string) => new Date(Date.parse(iso) + 7 * 24 * 60 * 60 * 1000);
const fold = (events: readonly DomainEvent[]) => events.reduce<SuperOrderState | null>((state, event) => evolveSuperOrder(state, event as SuperOrderEvent), null);
const quoteOffered = (orderId: string): DomainEvent => ({ type: 'QuoteOffered', data: { orderId, quoteId: `q-${orderId}`, file: { fileId: 'f-quote', filename: 'quote.pdf' }, occurredAt: later } });

const orders = (spec: ProjectionSpec) =>
  spec.thenRows('select id, super_order_id, manufacturer_id, status, response_deadline, from_whitelabel_id, created_on, updated_on from orders order by id');
const superOrders = (spec: ProjectionSpec) =>
  spec.thenRows('select id, name, placed_by_id, as_company_id, from_whitelabel_id, created_on, updated_on, document from super_orders order by id');

describe('order projector', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given a request created for two producers, when the projector handles it, then there is its document and one waiting order per producer', async () => {
    const created = superOrderCreated('so1', { asCompanyId: 'c1' });
    await spec.given(on(superOrderStreamId('so1'), created)).when(orderProjector);
    expect(await superOrders(spec)).toEqual([
      { id: 'so1', name: 'Motor driver board', placed_by_id: 'customer', as_company_id: 'c1', from_whitelabel_id: null, created_on: new Date(PLACED_AT), updated_on: new Date(PLACED_AT), document: fold([created]) },
    ]);
    const waiting = { super_order_id: 'so1', status: 'WAITING_FOR_QUOTE', response_deadline: weekAfter(PLACED_AT), from_whitelabel_id: null, created_on: new Date(PLACED_AT), updated_on: new Date(PLACED_AT) };
    expect(await orders(spec)).toEqual([
      { id: 'so1-a', manufacturer_id: 'm1', ...waiting },
      { id: 'so1-b', manufacturer_id: 'm2', ...waiting },
    ]);
  });

  test('given a quote offered on one order, when the projector handles it, then that order has no response deadline any more and the document is the decider’s state', async () => {
    const history = [superOrderCreated('so1'), quoteOffered('so1-a')];
    await spec.given(...history.map((event) => on(superOrderStreamId('so1'), event))).when(orderProjector);
    expect(await spec.thenRows('select id, status, response_deadline, updated_on from orders order by id')).toEqual([
      { id: 'so1-a', status: 'QUOTE_OFFERED', response_deadline: null, updated_on: new Date(later) },
      { id: 'so1-b', status: 'WAITING_FOR_QUOTE', response_deadline: weekAfter(PLACED_AT), updated_on: new Date(PLACED_AT) },
    ]);
    expect(await spec.thenRows('select updated_on, document from super_orders')).toEqual([{ updated_on: new Date(later), document: fold(history) }]);
  });

  test('given a request created in one batch and changed in a later one, when the projector handles each, then the later batch continues from the stored document', async () => {
    await spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1'))).when(orderProjector);
    await spec
      .given(
        on(superOrderStreamId('so1'), quoteOffered('so1-a')),
        on(superOrderStreamId('so1'), { type: 'QuoteAccepted', data: { orderId: 'so1-a', quoteId: 'q-so1-a', reason: 'COSTS', occurredAt: later } }),
        on(superOrderStreamId('so1'), { type: 'OrderCanceledByCustomer', data: { orderId: 'so1-b', reason: 'COSTS', reasonText: null, acceptedOrderId: 'so1-a', occurredAt: later } }),
      )
      .when(orderProjector);
    expect(await spec.thenRows('select id, status from orders order by id')).toEqual([
      { id: 'so1-a', status: 'WAITING_FOR_PRODUCTION' },
      { id: 'so1-b', status: 'CANCELED_BY_CUSTOMER' },
    ]);
  });

  test('given a batch that begins one request and continues another, when the projector handles it, then it looks up the stored document of the continued request only', async () => {
    await spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1'))).when(orderProjector);
    const lookedUp: unknown[] = [];
    const watching: EventProcessor = {
      ...orderProjector,
      handleBatch: (events, tx) =>
        orderProjector.handleBatch!(
          events,
          new Proxy(tx, {
            get: (target, property) =>
              property === 'query'
                ? (sql: string, ...rest: Parameters<SqlClient['query']> extends [string, ...infer R] ? R : never) => {
                    if (sql.startsWith('select id, document from super_orders')) lookedUp.push(...(rest[0]![0] as unknown[]));
                    return target.query(sql, ...rest);
                  }
                : Reflect.get(target, property, target),
          }),
        ),
    };
    await spec.given(on(superOrderStreamId('so1'), quoteOffered('so1-a')), on(superOrderStreamId('so2'), superOrderCreated('so2')), on(superOrderStreamId('so2'), quoteOffered('so2-a'))).when(watching);
    expect(lookedUp).toEqual(['so1']);
    expect(await spec.thenRows('select id, status from orders order by id')).toEqual([
      { id: 'so1-a', status: 'QUOTE_OFFERED' },
      { id: 'so1-b', status: 'WAITING_FOR_QUOTE' },
      { id: 'so2-a', status: 'QUOTE_OFFERED' },
      { id: 'so2-b', status: 'WAITING_FOR_QUOTE' },
    ]);
  });

  test('given a request stored, when a later batch changes one of its orders twice, then that order shows the last change and the other keeps its row', async () => {
    await spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1'))).when(orderProjector);
    const before = await orders(spec);
    const history = [
      superOrderCreated('so1'),
      quoteOffered('so1-a'),
      { type: 'QuoteWithdrawn', data: { orderId: 'so1-a', quoteId: 'q-so1-a', occurredAt: '2026-03-04T09:00:00.000Z' } } as DomainEvent,
    ];
    await spec.given(...history.slice(1).map((event) => on(superOrderStreamId('so1'), event))).when(orderProjector);
    expect(await orders(spec)).toEqual([
      { ...before[0], status: fold(history)!.orders[0].status, response_deadline: weekAfter('2026-03-04T09:00:00.000Z'), updated_on: new Date('2026-03-04T09:00:00.000Z') },
      before[1],
    ]);
    expect(await spec.thenRows('select document from super_orders')).toEqual([{ document: fold(history) }]);
  });

  test('given events of two requests interleaved in one batch, when the projector handles the batch, then each request has its own orders', async () => {
    await spec
      .given(
        on(superOrderStreamId('so1'), superOrderCreated('so1', { orderIds: ['o1'] })),
        on(superOrderStreamId('so2'), superOrderCreated('so2', { orderIds: ['o2'], placedById: 'other' })),
        on(superOrderStreamId('so1'), quoteOffered('o1')),
      )
      .when(orderProjector);
    expect(await spec.thenRows('select id, super_order_id, status from orders order by id')).toEqual([
      { id: 'o1', super_order_id: 'so1', status: 'QUOTE_OFFERED' },
      { id: 'o2', super_order_id: 'so2', status: 'WAITING_FOR_QUOTE' },
    ]);
    expect(await spec.thenRows('select id, placed_by_id from super_orders order by id')).toEqual([
      { id: 'so1', placed_by_id: 'customer' },
      { id: 'so2', placed_by_id: 'other' },
    ]);
  });

  test('given an order re-added at another producer, when the projector handles it, then the new order waits beside the first', async () => {
    await spec
      .given(
        on(superOrderStreamId('so1'), superOrderCreated('so1', { orderIds: ['o1'] })),
        on(superOrderStreamId('so1'), {
          type: 'OrderReAdded',
          data: { orderId: 'o2', manufacturerId: 'm9', fromOrderId: 'o1', request: ORDER_REQUEST, files: { additionalFiles: [] }, warnings: [], occurredAt: later },
        }),
      )
      .when(orderProjector);
    expect(await spec.thenRows('select id, manufacturer_id, status, response_deadline, created_on from orders order by id')).toEqual([
      { id: 'o1', manufacturer_id: 'm1', status: 'WAITING_FOR_QUOTE', response_deadline: weekAfter(PLACED_AT), created_on: new Date(PLACED_AT) },
      { id: 'o2', manufacturer_id: 'm9', status: 'WAITING_FOR_QUOTE', response_deadline: weekAfter(later), created_on: new Date(later) },
    ]);
  });

  test('given a change of a request that is not there, when the projector handles it, then no rows appear', async () => {
    await spec.given(on(superOrderStreamId('so1'), quoteOffered('so1-a'))).when(orderProjector);
    expect(await superOrders(spec)).toEqual([]);
    expect(await orders(spec)).toEqual([]);
  });

  test('given super order events on a stream of another category, when the projector handles them, then they are ignored', async () => {
    await spec.given(on(chatStreamId('so1'), superOrderCreated('so1'))).when(orderProjector);
    expect(await superOrders(spec)).toEqual([]);
    expect(await orders(spec)).toEqual([]);
  });

  test('given a request created, when the projector handles it twice, then the rows are the same', async () => {
    const history = spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1')));
    await history.when(orderProjector);
    const before = [await superOrders(spec), await orders(spec)];
    await history.when(orderProjector);
    expect([await superOrders(spec), await orders(spec)]).toEqual(before);
  });

  test('given requests, when the projector is reset, then no request or order remains', async () => {
    await spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1'))).when(orderProjector);
    await spec.db.transaction((tx) => orderProjector.reset(tx));
    expect(await superOrders(spec)).toEqual([]);
    expect(await orders(spec)).toEqual([]);
  });
});
