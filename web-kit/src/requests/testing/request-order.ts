import type { RequestOrder } from '../order-queries';

const address = { recipient: 'Chris Buyer', addressLine1: 'Hauptstraße 1', addressLine2: null, zipcode: '10115', city: 'Berlin', country: 'DE', companyTaxNumber: null };

/**
 * A producer's order of a request with every field the request pages read: a prototype waiting for its quote, with no
 * files, counts, quote or feedback yet, changed by `fields`. Its chat is named after the order.
 */
export function requestOrderOf<Order extends object = RequestOrder>(fields: Partial<RequestOrder> = {}): Order {
  const id = fields.id ?? 'o1';
  const order: RequestOrder = {
    id,
    superOrderId: 's1',
    name: 'Sensor board',
    status: 'WAITING_FOR_QUOTE',
    createdOn: '2026-11-02T09:00:00.000Z',
    updatedOn: '2026-11-02T09:00:00.000Z',
    responseDeadline: null,
    statusChanges: [{ status: 'WAITING_FOR_QUOTE', on: '2026-11-02T09:00:00.000Z' }],
    manufacturerId: 'm1',
    manufacturer: { id: 'm1', company: { id: 'c-maker', name: 'Maker Boards' } },
    type: 'PROTOTYPE',
    quantity: 25,
    quantityIsOverproduction: false,
    pcbVersion: '1.0',
    ipcClass: null,
    isPanel: false,
    separateBoard: false,
    pcbProvidedByCustomer: false,
    requiredOperations: [],
    optionalOperations: [],
    requiredCertificates: [],
    bulkPrices: [],
    additionalNotes: null,
    smtPartCount: null,
    thtPartCount: null,
    thtPinCount: null,
    bomSummary: null,
    cancelReason: null,
    cancelReasonText: null,
    unreadMessages: { chatId: id, amount: 0 },
    warnings: [],
    shippingAddress: address,
    billingAddress: address,
    feedback: null,
    quote: null,
    quotes: [],
    pcb: null,
    job: null,
    originalJob: null,
    bom: null,
    placement: null,
    preview: null,
    originalBom: null,
    originalPlacement: null,
    additionalFiles: [],
    ...fields,
  };
  return order as unknown as Order;
}
