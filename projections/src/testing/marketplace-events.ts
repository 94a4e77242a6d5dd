import { companyStreamId, manufacturerStreamId, superOrderStreamId, userStreamId, type DomainEvent, type OrderRequest } from '@pcbm/domain';
import { on, type GivenEvent } from './projection-spec';

/** When the request in these events was placed. */
export const PLACED_AT = '2026-03-02T09:00:00.000Z';
const address = { recipient: 'ACME GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };

/** What the customer asks for. */
export const ORDER_REQUEST: OrderRequest = {
  pcbVersion: 'V1',
  pcbProvidedByCustomer: false,
  isPanel: false,
  separateBoard: true,
  quantity: 10,
  quantityIsOverproduction: true,
  bulkPrices: [],
  optionalOperations: [],
  requiredOperations: [],
  requiredCertificates: [],
  type: 'PROTOTYPE',
  shippingAddress: address,
  billingAddress: address,
};

/** A request sent to two producers (`m1`, `m2`), placed by `placedById`, possibly for a company. */
export function superOrderCreated(
  superOrderId: string,
  options: { orderIds?: readonly string[]; placedById?: string; asCompanyId?: string | null; occurredAt?: string; name?: string } = {},
): DomainEvent {
  const orderIds = options.orderIds ?? [`${superOrderId}-a`, `${superOrderId}-b`];
  return {
    type: 'SuperOrderCreated',
    data: {
      superOrderId,
      name: options.name ?? 'Motor driver board',
      placedById: options.placedById ?? 'customer',
      asCompanyId: options.asCompanyId ?? null,
      fromWhitelabelId: null,
      orders: orderIds.map((orderId, index) => ({ orderId, manufacturerId: `m${index + 1}` })),
      request: ORDER_REQUEST,
      files: { additionalFiles: [] },
      warnings: [],
      occurredAt: options.occurredAt ?? PLACED_AT,
    },
  };
}

const registered = (userId: string, locale: 'en' | 'de'): GivenEvent =>
  on(userStreamId(userId), {
    type: 'UserRegistered',
    data: { userId, username: userId, email: `${userId}@example.com`, firstName: userId, lastName: 'Example', locale, occurredAt: PLACED_AT },
  });

/**
 * The people of an order: the customer (English), and the producer `m1`'s company with two members
 * (`producer-1` German, `producer-2` English).
 */
export function marketplacePeople(): GivenEvent[] {
  return [
    registered('customer', 'en'),
    registered('producer-1', 'de'),
    registered('producer-2', 'en'),
    on(companyStreamId('producer-company'), {
      type: 'CompanyCreated',
      data: { companyId: 'producer-company', name: 'Boards Inc', legalName: 'Boards Inc', industry: null, billingAddress: null, shippingAddress: null, vatNumber: null, createdById: null, occurredAt: PLACED_AT },
    }),
    on(companyStreamId('producer-company'), { type: 'CompanyMemberAdded', data: { companyId: 'producer-company', userId: 'producer-1', occurredAt: PLACED_AT } }),
    on(companyStreamId('producer-company'), { type: 'CompanyMemberAdded', data: { companyId: 'producer-company', userId: 'producer-2', occurredAt: PLACED_AT } }),
    on(manufacturerStreamId('m1'), { type: 'ManufacturerCreated', data: { manufacturerId: 'm1', companyId: 'producer-company', allowMatching: true, occurredAt: PLACED_AT } }),
  ];
}

/** The people and one request `so1` whose order `o1` went to the producer `m1`. */
export function marketplaceWithOrder(): GivenEvent[] {
  return [...marketplacePeople(), on(superOrderStreamId('so1'), superOrderCreated('so1', { orderIds: ['o1'] }))];
}
