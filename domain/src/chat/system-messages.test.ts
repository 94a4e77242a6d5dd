import { systemMessagesFor } from './system-messages';

describe('system messages', () => {
  const at = '2026-11-22T10:00:00.000Z';

  test('a new request opens every order\'s chat with "waiting for quote"', () => {
    const created = systemMessagesFor({
      type: 'SuperOrderCreated',
      data: { superOrderId: 's', name: 'x', placedById: 'c', asCompanyId: null, fromWhitelabelId: null, orders: [{ orderId: 'a', manufacturerId: 'm' }, { orderId: 'b', manufacturerId: 'n' }], request: {} as never, files: { additionalFiles: [] }, warnings: [], occurredAt: at },
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

  test('changes after submission are announced one message per changed thing; addresses and notes without their content', () => {
    expect(systemMessagesFor({ type: 'OrderQuantityChanged', data: { orderId: 'a', quantity: 50, quantityIsOverproduction: true, bulkPrices: [], occurredAt: at } })).toEqual([
      { orderId: 'a', message: { kind: 'parameterChange', parameter: 'quantity', changedTo: '50' } },
    ]);
    const address = { recipient: 'R', country: 'DE', addressLine1: 'L', zipcode: 'Z', city: 'C' };
    expect(systemMessagesFor({ type: 'OrderAddressesChanged', data: { orderId: 'a', shippingAddress: address, billingAddress: null, occurredAt: at } })).toEqual([
      { orderId: 'a', message: { kind: 'parameterChange', parameter: 'shippingAddress', changedTo: null } },
    ]);
    expect(systemMessagesFor({ type: 'OrderDetailsChanged', data: { orderId: 'a', changes: { additionalNotes: 'secret', isPanel: true }, occurredAt: at } }).map((m) => m.message)).toEqual([
      { kind: 'parameterChange', parameter: 'additionalNotes', changedTo: null },
      { kind: 'parameterChange', parameter: 'isPanel', changedTo: 'true' },
    ]);
  });

  test('a new parts list is announced as a file and by how many components were added, removed or changed', () => {
    const messages = systemMessagesFor({
      type: 'OrderBomChanged',
      data: { orderId: 'a', bom: { fileId: 'f', filename: 'BOM.json' }, originalBom: null, components: { added: 2, removed: 0, changed: 1 }, occurredAt: at },
    }).map((m) => m.message);
    expect(messages).toEqual([
      { kind: 'orderFile', fileKind: 'bom', orderVersionedFileId: 'f', filename: 'BOM.json' },
      { kind: 'electronicComponents', operation: 'ADDED', numberComponents: 2 },
      { kind: 'electronicComponents', operation: 'CHANGED', numberComponents: 1 },
    ]);
  });
});
