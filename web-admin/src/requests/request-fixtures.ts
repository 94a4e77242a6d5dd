/** Requests as the fake API answers them in this resource's tests: the shapes of the console's operations. */

import { requestOrderOf } from '@pcbm/web-kit/requests/testing/request-order';

const address = { recipient: 'Chris Buyer', addressLine1: 'Hauptstraße 1', addressLine2: null, zipcode: '10115', city: 'Berlin', country: 'DE', companyTaxNumber: 'DE123456789' };

const producers = {
  m1: { id: 'm1', company: { id: 'c-acme', name: 'Acme PCB' } },
  m2: { id: 'm2', company: { id: 'c-beta', name: 'Beta Boards' } },
  m3: { id: 'm3', company: { id: 'c-gamma', name: 'Gamma Circuits' } },
};

export const PRODUCERS = Object.values(producers);

const quote = (id: string, filename: string, status: string, createdOn: string) => ({ id, status, accepted: status === 'ACCEPTED', createdOn, answeredOn: null, filename, reason: null, file: { id: `f-${id}`, filename, path: `/files/${filename}`, size: 1000, mediaType: 'application/pdf' } });

/** A producer's order with everything the request page reads. */
function order(id: string, superOrderId: string, manufacturerId: keyof typeof producers, fields: Record<string, unknown>) {
  return requestOrderOf({
    id,
    superOrderId,
    name: 'Sensor board v2',
    updatedOn: '2026-11-03T09:00:00.000Z',
    manufacturerId,
    manufacturer: producers[manufacturerId],
    quantity: 50,
    quantityIsOverproduction: true,
    pcbVersion: '2',
    ipcClass: 'CLASS2',
    separateBoard: true,
    requiredOperations: ['Assembly'],
    smtPartCount: 120,
    thtPartCount: 4,
    thtPinCount: 16,
    unreadMessages: { chatId: `chat-${id}`, amount: 0 },
    shippingAddress: address,
    billingAddress: address,
    ...fields,
  });
}

const acmeQuote = quote('q2', 'quote-acme-v2.pdf', 'OFFERED', '2026-11-04T08:00:00.000Z');

export const SENSOR_BOARD = {
  id: 'r1',
  name: 'Sensor board v2',
  createdOn: '2026-11-02T09:00:00.000Z',
  updatedOn: '2026-11-05T16:30:00.000Z',
  fromWhitelabelId: null,
  placedById: 'u1',
  placedBy: { id: 'u1', firstName: 'Chris', lastName: 'Buyer', username: 'customer1', email: 'chris@buyer.test' },
  asCompany: { id: 'c1', name: 'Buyer Boards GmbH' },
  orders: [
    order('o1', 'r1', 'm1', { status: 'QUOTE_OFFERED', quote: acmeQuote, quotes: [quote('q1', 'quote-acme.pdf', 'WITHDRAWN', '2026-11-03T08:00:00.000Z'), acmeQuote] }),
    order('o2', 'r1', 'm2', { responseDeadline: '2026-11-09T09:30:00.000Z' }),
    order('o3', 'r1', 'm3', { status: 'CANCELED_BY_PRODUCER', cancelReason: 'COSTS', cancelReasonText: 'Too small a batch' }),
  ],
};

export const LED_MATRIX = {
  id: 'r2',
  name: 'LED matrix',
  createdOn: '2026-10-20T12:00:00.000Z',
  updatedOn: '2026-11-01T12:00:00.000Z',
  fromWhitelabelId: 'shop1',
  placedById: 'u2',
  placedBy: { id: 'u2', firstName: 'Pat', lastName: 'Maker', username: 'pat', email: 'pat@maker.test' },
  asCompany: null,
  orders: [
    order('o4', 'r2', 'm1', {
      name: 'LED matrix',
      status: 'DONE',
      type: 'SERIES',
      quantity: 1000,
      feedback: { productionQuality: 4, completionTime: 5, customerSupport: 3, platform: 5, comment: 'Solid work.' },
    }),
  ],
};

export const REQUESTS = [SENSOR_BOARD, LED_MATRIX];

export const SHOPS = [{ id: 'shop1', name: 'Acme PCB', hostname: 'boards.acme.example' }];

const entry = (streamPosition: number, type: string, time: string, data: Record<string, unknown>, actor: Record<string, unknown>, command: string | null) => ({
  eventId: `e${streamPosition}`,
  streamPosition,
  position: String(100 + streamPosition),
  time,
  type,
  command,
  correlationId: `corr-${streamPosition}`,
  causationId: `cause-${streamPosition}`,
  schemaVersion: 1,
  storedSchemaVersion: 1,
  actor: { kind: 'USER', userId: null, username: null, companyId: null, companyName: null, ...actor },
  data,
});

const chris = { userId: 'u1', username: 'customer1', companyId: 'c1', companyName: 'Buyer Boards GmbH' };
const acme = { userId: 'u7', username: 'acme-sales', companyId: 'c-acme', companyName: 'Acme PCB' };
const gamma = { userId: 'u8', username: 'gamma-sales', companyId: 'c-gamma', companyName: 'Gamma Circuits' };

/** The sensor board's history, oldest first, as fetchOrderHistory answers it. */
export const SENSOR_BOARD_HISTORY = [
  entry(1, 'SuperOrderCreated', '2026-11-02T09:00:00.000Z', { superOrderId: 'r1', name: 'Sensor board v2', orders: [{ orderId: 'o1', manufacturerId: 'm1' }, { orderId: 'o2', manufacturerId: 'm2' }, { orderId: 'o3', manufacturerId: 'm3' }] }, chris, 'CreateOrder'),
  entry(2, 'QuoteOffered', '2026-11-03T08:00:00.000Z', { orderId: 'o1', quoteId: 'q1', file: { fileId: 'f-q1', filename: 'quote-acme.pdf' } }, acme, 'AddQuote'),
  entry(3, 'OrderRejectedByProducer', '2026-11-03T10:00:00.000Z', { orderId: 'o3', reason: 'COSTS', reasonText: 'Too small a batch' }, gamma, 'UpdateOrderStatus'),
  entry(4, 'OrderExpiredReminderSent', '2026-11-04T07:00:00.000Z', { orderId: 'o2' }, { kind: 'SYSTEM' }, null),
];

/** The signed export of the sensor board's history: two JSON lines, base64-encoded. */
export const SENSOR_BOARD_EXPORT_TEXT = '{"n":1,"kind":"header"}\n{"n":2,"kind":"event"}\n';
export const SENSOR_BOARD_EXPORT = {
  filename: 'order-history-r1-2026-11-20T10-00-00-000Z.jsonl',
  mediaType: 'application/x-ndjson',
  data: btoa(SENSOR_BOARD_EXPORT_TEXT),
};
