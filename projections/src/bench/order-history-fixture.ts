import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@pcbm/domain';

const address = { recipient: 'Bench GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };

/** A realistic super order history of five events: created for two producers, quoted, accepted (cancelling the sibling), in production. */
export function superOrderHistory(superOrderId: string, at: string): DomainEvent[] {
  const [a, b, quote] = [randomUUID(), randomUUID(), randomUUID()];
  return [
    {
      type: 'SuperOrderCreated',
      data: {
        superOrderId,
        name: 'Bench board',
        placedById: 'bench-customer',
        asCompanyId: null,
        fromWhitelabelId: null,
        orders: [
          { orderId: a, manufacturerId: 'bench-m1' },
          { orderId: b, manufacturerId: 'bench-m2' },
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
    },
    { type: 'QuoteOffered', data: { orderId: a, quoteId: quote, file: { fileId: randomUUID(), filename: 'quote.pdf' }, occurredAt: at } },
    { type: 'QuoteAccepted', data: { orderId: a, quoteId: quote, reason: 'COSTS', occurredAt: at } },
    { type: 'OrderCanceledByCustomer', data: { orderId: b, reason: 'COSTS', reasonText: null, acceptedOrderId: a, occurredAt: at } },
    { type: 'OrderProductionStarted', data: { orderId: a, occurredAt: at } },
  ];
}
