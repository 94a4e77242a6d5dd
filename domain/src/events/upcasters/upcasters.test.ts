import { upcast } from '../upcast';
import { orderCanceledByCustomerV1ToV2 } from './order-canceled-by-customer';
import { quoteOfferedV1ToV2 } from './quote-offered';
import { superOrderCreatedV1ToV2 } from './super-order-created';
import { superOrderCreatedV2ToV3 } from './super-order-created-v2';

describe('upcasters', () => {
  test('SuperOrderCreated v1 → v2 pairs each producer with its order id', () => {
    expect(superOrderCreatedV1ToV2({ superOrderId: 's', manufacturers: ['m1', 'm2'], orderIds: ['o1', 'o2'], name: 'x' })).toEqual({
      superOrderId: 's',
      name: 'x',
      orders: [
        { orderId: 'o1', manufacturerId: 'm1' },
        { orderId: 'o2', manufacturerId: 'm2' },
      ],
    });
  });

  test('SuperOrderCreated v2 → v3 adds an empty list of design-data warnings', () => {
    expect(superOrderCreatedV2ToV3({ superOrderId: 's', name: 'x' })).toEqual({ superOrderId: 's', name: 'x', warnings: [] });
    expect(upcast('SuperOrderCreated', 1, { superOrderId: 's', manufacturers: ['m1'], orderIds: ['o1'] }).data).toEqual({
      superOrderId: 's',
      orders: [{ orderId: 'o1', manufacturerId: 'm1' }],
      warnings: [],
    });
  });

  test('QuoteOffered v1 → v2 groups the file reference', () => {
    expect(quoteOfferedV1ToV2({ orderId: 'o', quoteId: 'q', fileId: 'f', filename: 'q.pdf', occurredAt: 't' })).toEqual({
      orderId: 'o',
      quoteId: 'q',
      file: { fileId: 'f', filename: 'q.pdf' },
      occurredAt: 't',
    });
  });

  test('OrderCanceledByCustomer v1 → v2 marks the cancellation as the customer\'s own', () => {
    expect(orderCanceledByCustomerV1ToV2({ orderId: 'o', reason: 'COSTS' })).toEqual({ orderId: 'o', reason: 'COSTS', acceptedOrderId: null });
  });

  test('reading runs the whole chain up to the current version and leaves current events alone', () => {
    expect(upcast('QuoteOffered', 1, { orderId: 'o', quoteId: 'q', fileId: 'f', filename: 'n', occurredAt: 't' }).data).toEqual({
      orderId: 'o',
      quoteId: 'q',
      file: { fileId: 'f', filename: 'n' },
      occurredAt: 't',
    });
    const current = { orderId: 'o', occurredAt: 't' };
    expect(upcast('OrderShipped', 1, current).data).toBe(current);
  });

  test('unknown types and versions newer than this build are refused', () => {
    expect(() => upcast('Nonsense', 1, {})).toThrow('Unknown event type Nonsense');
    expect(() => upcast('QuoteOffered', 9, {})).toThrow('newer than this build knows');
  });
});
