import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@pcbm/domain';
import { DEMO_USERS } from '@pcbm/platform';
import { DEMO_COMPANIES } from '@pcbm/command-api';

/** customer1, who places every seeded request for the demo customer company. */
export const CUSTOMER_ID = DEMO_USERS.find((user) => user.username === 'customer1')!.id;
const CUSTOMER_COMPANY_ID = DEMO_COMPANIES[0].companyId;
/** Alpha (producer1) and Beta (producer2), the two producers of each request. */
export const ALPHA_ID = DEMO_COMPANIES[1].manufacturerId;
export const BETA_ID = DEMO_COMPANIES[2].manufacturerId;

const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Invalidenstraße 10', zipcode: '10115', city: 'Berlin' };

/** A seeded request: the super order and its order at Alpha, whose chat customer1 and producer1 may write in. */
export interface SeededSuperOrder {
  readonly superOrderId: string;
  readonly alphaOrderId: string;
  /** Whether the order at Alpha waits for a quote (it may be offered one). */
  readonly waitsForQuote: boolean;
}

/**
 * The history of the n-th seeded request, adapted from projections' order-history fixture with the demo ids:
 * created for Alpha and Beta; every third one stops there (both orders wait for a quote), every third is quoted
 * by Alpha, and the rest are accepted at Alpha (cancelling Beta's order) and in production. Typed as domain
 * events, so the compiler checks them against the events' current shapes.
 */
export function superOrderHistory(n: number, at: string): { seeded: SeededSuperOrder; events: DomainEvent[] } {
  const [superOrderId, a, b, quote] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const created: DomainEvent = {
    type: 'SuperOrderCreated',
    data: {
      superOrderId,
      name: `Load board ${n + 1}`,
      placedById: CUSTOMER_ID,
      asCompanyId: CUSTOMER_COMPANY_ID,
      fromWhitelabelId: null,
      orders: [
        { orderId: a, manufacturerId: ALPHA_ID },
        { orderId: b, manufacturerId: BETA_ID },
      ],
      request: {
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
      },
      files: { additionalFiles: [] },
      warnings: [],
      occurredAt: at,
    },
  };
  const quoted: DomainEvent[] = [{ type: 'QuoteOffered', data: { orderId: a, quoteId: quote, file: { fileId: randomUUID(), filename: 'quote.pdf' }, occurredAt: at } }];
  const accepted: DomainEvent[] = [
    { type: 'QuoteAccepted', data: { orderId: a, quoteId: quote, reason: 'COSTS', occurredAt: at } },
    { type: 'OrderCanceledByCustomer', data: { orderId: b, reason: 'COSTS', reasonText: null, acceptedOrderId: a, occurredAt: at } },
    { type: 'OrderProductionStarted', data: { orderId: a, occurredAt: at } },
  ];
  const events = n % 3 === 0 ? [created] : n % 3 === 1 ? [created, ...quoted] : [created, ...quoted, ...accepted];
  return { seeded: { superOrderId, alphaOrderId: a, waitsForQuote: n % 3 === 0 }, events };
}
