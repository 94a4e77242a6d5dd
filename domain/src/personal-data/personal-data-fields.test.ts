import { erasedShape, ERASED, personalDataFields } from '.';

describe('personal data in events', () => {
  test('a registered user\'s names and email belong to that user', () => {
    const fields = personalDataFields('UserRegistered', { userId: 'u1', username: 'x', email: 'x@y', firstName: 'A', lastName: 'B', locale: 'en' });
    expect(fields.map((f) => f.path.join('.'))).toEqual(['username', 'email', 'firstName', 'lastName']);
    expect(new Set(fields.map((f) => f.subject))).toEqual(new Set(['user:u1']));
  });

  test('a changed email address belongs to that user, as the registered one does', () => {
    expect(personalDataFields('UserEmailChanged', { userId: 'u1', email: 'new@y' })).toEqual([{ path: ['email'], subject: 'user:u1' }]);
  });

  test('addresses and notes of a request belong to the person who placed it', () => {
    const fields = personalDataFields('SuperOrderCreated', { placedById: 'c1', request: {} });
    expect(fields).toEqual([
      { path: ['request', 'shippingAddress'], subject: 'user:c1' },
      { path: ['request', 'billingAddress'], subject: 'user:c1' },
      { path: ['request', 'additionalNotes'], subject: 'user:c1' },
    ]);
  });

  test('a free-text reason belongs to whoever wrote it; without an acting user there is nothing to protect', () => {
    expect(personalDataFields('OrderRejectedByProducer', { reasonText: 'no' }, { userId: 'p1' })).toEqual([{ path: ['reasonText'], subject: 'user:p1' }]);
    expect(personalDataFields('OrderRejectedByProducer', { reasonText: 'no' })).toEqual([]);
    expect(personalDataFields('OrderShipped', { orderId: 'o' }, { userId: 'p1' })).toEqual([]);
  });

  test("a pricing server's API key is sealed under the producer's own pricing secret, apart from any person", () => {
    expect(personalDataFields('PricingExternalServerSet', { manufacturerId: 'm1', url: 'https://p.example', apiKey: 'k' }, { userId: 'p1' })).toEqual([{ path: ['apiKey'], subject: 'pricingSecret:m1' }]);
  });

  test('an erased value keeps its shape with every text blanked', () => {
    expect(erasedShape({ recipient: 'Ada', zipcode: '10115', lines: ['a'], n: 3 })).toEqual({ recipient: ERASED, zipcode: ERASED, lines: [ERASED], n: null });
  });
});
