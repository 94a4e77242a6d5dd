import 'reflect-metadata';
import { evolveSuperOrder, type SuperOrderEvent, type SuperOrderState } from '@pcbm/domain';
import { PLACED_AT, superOrderCreated } from '@pcbm/projections/testing/marketplace-events';
import { OrderType, QuoteType, SuperOrderType } from './order-types';
import { toSuperOrderView } from './order-view';

const at = PLACED_AT;

/** A request to two producers, one of which offered a quote. */
function quotedRequest(): SuperOrderState {
  const history: SuperOrderEvent[] = [
    superOrderCreated('request-1', { orderIds: ['order-a', 'order-b'], placedById: 'customer-1', name: 'Sensor board' }) as SuperOrderEvent,
    { type: 'QuoteOffered', data: { orderId: 'order-a', quoteId: 'quote-1', file: { fileId: 'file-1', filename: 'quote.pdf' }, occurredAt: at } },
  ];
  return history.reduce<SuperOrderState | null>((state, event) => evolveSuperOrder(state, event) ?? state, null)!;
}

describe('order views', () => {
  it('given a quoted request, when it is viewed, then the request, its orders and the quote are instances of their GraphQL classes', () => {
    const view = toSuperOrderView(quotedRequest());

    // type-graphql hands an instance to a field resolver as it is; a plain object it would copy into a new one per field.
    expect(view).toBeInstanceOf(SuperOrderType);
    expect(view.orders).toHaveLength(2);
    for (const order of view.orders) expect(order).toBeInstanceOf(OrderType);
    expect(view.orders[0].quote).toBeInstanceOf(QuoteType);
    expect(view.orders[0].quotes).toHaveLength(1);
  });

  it('given a quoted request, when it is viewed, then the views carry the state', () => {
    const view = toSuperOrderView(quotedRequest());

    expect(view).toMatchObject({ id: 'request-1', name: 'Sensor board', placedById: 'customer-1', asCompanyId: null, createdOn: new Date(at) });
    expect(view.orders.map((order) => [order.id, order.manufacturerId, order.superOrderId, order.quantity])).toEqual([
      ['order-a', 'm1', 'request-1', 10],
      ['order-b', 'm2', 'request-1', 10],
    ]);
    expect(view.orders[0].quote).toMatchObject({ id: 'quote-1', fileId: 'file-1', filename: 'quote.pdf', accepted: false });
  });

  it('given a producer, when the request is viewed for it, then only its own order is in the view', () => {
    const view = toSuperOrderView(quotedRequest(), (order) => order.manufacturerId === 'm2');

    expect(view).toBeInstanceOf(SuperOrderType);
    expect(view.orders.map((order) => order.id)).toEqual(['order-b']);
  });
});
