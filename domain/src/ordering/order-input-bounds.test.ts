import { MAX_BULK_PRICE, MAX_ORDER_QUANTITY, superOrderInputSchema, orderUpdateInputSchema } from './order-input';

const address = { recipient: 'A', country: 'DE', addressLine1: 'B 1', zipcode: '1', city: 'C' };
const request = { name: 'x', manufacturers: ['m'], shippingAddress: address, billingAddress: address };
const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('numbers of a request', () => {
  test('given a bulk price of 1e308, then the request is refused naming that price', () => {
    expect(fieldsOf(superOrderInputSchema.safeParse({ ...request, bulkPrices: [-1, 1e308] }))).toEqual(['bulkPrices.1']);
  });

  test('given a bulk price that is no number, then it is refused', () => {
    expect(fieldsOf(orderUpdateInputSchema.safeParse({ orderId: 'o', bulkPrices: ['Infinity', 'abc'] }))).toEqual(['bulkPrices.0', 'bulkPrices.1']);
  });

  test('given bulk prices within the bound, then negative ones are dropped and the rest sorted', () => {
    expect(superOrderInputSchema.parse({ ...request, bulkPrices: [MAX_BULK_PRICE, -1, 0] }).bulkPrices).toEqual([0, MAX_BULK_PRICE]);
  });

  test('given the largest 32-bit quantity, then it is refused; given the maximum, then it is kept', () => {
    expect(fieldsOf(superOrderInputSchema.safeParse({ ...request, quantity: 2147483647 }))).toEqual(['quantity']);
    expect(superOrderInputSchema.parse({ ...request, quantity: MAX_ORDER_QUANTITY }).quantity).toBe(MAX_ORDER_QUANTITY);
  });
});
