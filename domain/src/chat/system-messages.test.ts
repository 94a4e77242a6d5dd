import { systemMessagesFor } from './system-messages';

describe('system messages', () => {
  const at = '2026-11-22T10:00:00.000Z';

  test('a new request opens every order\'s chat with "waiting for quote"', () => {
    const created = systemMessagesFor({
      type: 'SuperOrderCreated',
      data: { superOrderId: 's', name: 'x', placedById: 'c', asCompanyId: null, fromWhitelabelId: null, orders: [{ orderId: 'a', manufacturerId: 'm' }, { orderId: 'b', manufacturerId: 'n' }], request: {} as never, files: { additionalFiles: [] }, occurredAt: at },
    });
    expect(created).toEqual([
      { orderId: 'a', message: { kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' } },
      { orderId: 'b', message: { kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' } },
    ]);
  });

  test('a withdrawn quote also says the order is set back to waiting for a quote', () => {
    expect(systemMessagesFor({ type: 'QuoteWithdrawn', data: { orderId: 'a', quoteId: 'q', occurredAt: at } }).map((m) => m.message.kind)).toEqual(['quote', 'orderStatus']);
  });

  test('every status change is announced in its order\'s chat', () => {
    expect(systemMessagesFor({ type: 'OrderShipped', data: { orderId: 'a', occurredAt: at } })).toEqual([{ orderId: 'a', message: { kind: 'orderStatus', orderStatus: 'SHIPPED' } }]);
    expect(systemMessagesFor({ type: 'OrderCanceledByCustomer', data: { orderId: 'b', reason: 'COSTS', reasonText: null, acceptedOrderId: 'a', occurredAt: at } })[0].message).toEqual({ kind: 'orderStatus', orderStatus: 'CANCELED_BY_CUSTOMER' });
  });
});
