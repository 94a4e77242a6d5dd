import { DomainError } from '../errors';
import type { Actor } from './actor';
import { orderUpdateInputSchema, superOrderInputSchema } from './order-input';
import type { SuperOrderCommand } from './super-order-commands';
import { decideSuperOrder } from './super-order-decide';
import type { SuperOrderEvent } from './super-order-events';
import { evolveSuperOrder, initialSuperOrderState, type SuperOrderState } from './super-order-state';

const NOW = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-23T10:00:00.000Z';
const actor = (userId: string, extra: Partial<Actor> = {}): Actor => ({ userId, companyIds: [], manufacturerIds: [], isAdmin: false, ...extra });
const customer = actor('customer');
const producerA = actor('producer-a', { manufacturerIds: ['m-a'] });

const address = { recipient: 'ACME GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const { name: _n, manufacturers: _m, asCompany: _a, fromWhitelabel: _f, ...request } = superOrderInputSchema.parse({
  name: 'Interface brain',
  manufacturers: ['m-a'],
  shippingAddress: address,
  billingAddress: address,
});
const pcb = { fileId: 'pcb-1', filename: 'board.zip' };
const created: SuperOrderEvent = {
  type: 'SuperOrderCreated',
  data: {
    superOrderId: 's1',
    name: 'Interface brain',
    placedById: 'customer',
    asCompanyId: null,
    fromWhitelabelId: null,
    orders: [{ orderId: 'o-a', manufacturerId: 'm-a' }],
    request,
    files: { pcb, additionalFiles: [] },
    warnings: [{ code: 'CPL_MISSING', message: 'No placement list (CPL) was found.' }],
    occurredAt: NOW,
  },
};
const quote: SuperOrderEvent = { type: 'QuoteOffered', data: { orderId: 'o-a', quoteId: 'q1', file: { fileId: 'q', filename: 'q.pdf' }, occurredAt: NOW } };
const accepted: SuperOrderEvent = { type: 'QuoteAccepted', data: { orderId: 'o-a', quoteId: 'q1', reason: 'COSTS', occurredAt: NOW } };
const production: SuperOrderEvent = { type: 'OrderProductionStarted', data: { orderId: 'o-a', occurredAt: NOW } };
const shipped: SuperOrderEvent = { type: 'OrderShipped', data: { orderId: 'o-a', occurredAt: NOW } };
const received: SuperOrderEvent = { type: 'OrderReceived', data: { orderId: 'o-a', occurredAt: NOW } };

const fold = (events: SuperOrderEvent[]): SuperOrderState | null => events.reduce(evolveSuperOrder, initialSuperOrderState());
const decide = (events: SuperOrderEvent[], command: SuperOrderCommand, by: Actor) => decideSuperOrder(fold(events), command, { actor: by, now: LATER });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};
const update = (changes: Record<string, unknown>, extra: Partial<Extract<SuperOrderCommand, { type: 'UpdateOrder' }>> = {}): SuperOrderCommand => {
  const { orderId, ...parsed } = orderUpdateInputSchema.parse({ orderId: 'o-a', ...changes });
  return { type: 'UpdateOrder', orderId, changes: parsed, files: {}, warnings: [], ...extra };
};

describe('changing a request after submission', () => {
  test('when the customer changes quantity and services, then one event per kind of change is recorded', () => {
    expect(decide([created], update({ quantity: 25, requiredOperations: ['AOI2D'] }), customer)).toEqual([
      { type: 'OrderQuantityChanged', data: { orderId: 'o-a', quantity: 25, quantityIsOverproduction: true, bulkPrices: [], occurredAt: LATER } },
      { type: 'OrderServicesChanged', data: { orderId: 'o-a', requiredOperations: ['AOI2D'], optionalOperations: [], occurredAt: LATER } },
    ]);
  });

  test('when values are sent unchanged, then nothing is recorded', () => {
    expect(decide([created], update({ quantity: 1, shippingAddress: address, pcbVersion: 'V1' }), customer)).toEqual([]);
  });

  test('when only the shipping address changes, then only it is recorded, and the order shows it', () => {
    const moved = { ...address, city: 'München', zipcode: '80331' };
    const events = decide([created], update({ shippingAddress: moved }), customer);
    expect(events).toEqual([{ type: 'OrderAddressesChanged', data: { orderId: 'o-a', shippingAddress: moved, billingAddress: null, occurredAt: LATER } }]);
    const order = fold([created, ...events])!.orders[0];
    expect(order.request.shippingAddress.city).toBe('München');
    expect(order.request.billingAddress.city).toBe('Berlin');
  });

  test('version, IPC class, order type, certificates and other details each get their own event', () => {
    const events = decide([created], update({ pcbVersion: 'V2', ipcClass: 'CLASS3', type: 'SERIES', requiredCertificates: ['ISO9001'], isPanel: true }), customer);
    expect(events.map((e) => e.type)).toEqual(['OrderCertificatesChanged', 'OrderVersionChanged', 'OrderIpcClassChanged', 'OrderTypeChanged', 'OrderDetailsChanged']);
    expect(fold([created, ...events])!.orders[0].request).toMatchObject({ pcbVersion: 'V2', ipcClass: 'CLASS3', type: 'SERIES', isPanel: true });
  });

  test('a new version of the board files and a new parts list are recorded with the component changes', () => {
    const bom = { fileId: 'bom-2', filename: 'BOM.json' };
    const events = decide(
      [created],
      update({}, { files: { pcb: { fileId: 'pcb-1', filename: 'board-v2.zip' } }, bom: { bom, originalBom: null, components: { added: 1, removed: 0, changed: 0 } }, warnings: [] }),
      customer,
    );
    expect(events.map((e) => e.type)).toEqual(['OrderFilesChanged', 'OrderBomChanged']);
    const order = fold([created, ...events])!.orders[0];
    expect(order.files.pcb).toEqual({ fileId: 'pcb-1', filename: 'board-v2.zip' });
    expect(order.files.bom).toEqual(bom);
  });

  test('while a quote is offered the request can still change; once a quote is accepted it is ORDER_NOT_EDITABLE', () => {
    expect(decide([created, quote], update({ quantity: 2 }), customer)).toHaveLength(1);
    expect(refusal(() => decide([created, quote, accepted], update({ quantity: 2 }), customer))).toBe('ORDER_NOT_EDITABLE');
    const canceled: SuperOrderEvent = { type: 'OrderRejectedByProducer', data: { orderId: 'o-a', reason: 'NONE', reasonText: null, occurredAt: NOW } };
    expect(refusal(() => decide([created, canceled], update({ quantity: 2 }), customer))).toBe('ORDER_NOT_EDITABLE');
  });

  test('only the customer may change the request', () => {
    expect(refusal(() => decide([created], update({ quantity: 2 }), producerA))).toBe('USER_NOT_AUTHORIZED');
  });

  test('the update schema keeps bounds: quantity at least 1, known services, text lengths', () => {
    expect(orderUpdateInputSchema.safeParse({ orderId: 'o', quantity: 0 }).success).toBe(false);
    expect(orderUpdateInputSchema.safeParse({ orderId: 'o', requiredOperations: ['Teleportation'] }).success).toBe(false);
    expect(orderUpdateInputSchema.safeParse({ orderId: 'o', pcbVersion: 'x'.repeat(101) }).success).toBe(false);
    expect(orderUpdateInputSchema.parse({ orderId: 'o', bulkPrices: [100, 10] })).toEqual({ orderId: 'o', bulkPrices: [10, 100] });
  });
});

describe('re-adding a request to another producer', () => {
  const reAdd = (manufacturerId: string): SuperOrderCommand => ({
    type: 'ReAddOrder',
    orderId: 'o-c',
    manufacturerId,
    fromOrderId: 'o-a',
    request: { ...request, quantity: 10 },
    files: { pcb: { fileId: 'pcb-copy', filename: 'board.zip' }, additionalFiles: [] },
    warnings: [],
  });
  const rejected: SuperOrderEvent = { type: 'OrderRejectedByProducer', data: { orderId: 'o-a', reason: 'CUSTOMER_SUPPORT', reasonText: null, occurredAt: NOW } };

  test('when the customer re-adds the request to a new producer, then a new order waits for its quote with its own request', () => {
    const events = decide([created, rejected], reAdd('m-c'), customer);
    expect(events).toEqual([
      {
        type: 'OrderReAdded',
        data: { orderId: 'o-c', manufacturerId: 'm-c', fromOrderId: 'o-a', request: { ...request, quantity: 10 }, files: { pcb: { fileId: 'pcb-copy', filename: 'board.zip' }, additionalFiles: [] }, warnings: [], occurredAt: LATER },
      },
    ]);
    const state = fold([created, rejected, ...events])!;
    expect(state.orders.map((o) => [o.id, o.status, o.request.quantity])).toEqual([
      ['o-a', 'CANCELED_BY_PRODUCER', 1],
      ['o-c', 'WAITING_FOR_QUOTE', 10],
    ]);
  });

  test('a producer still working on the request cannot be asked again; one that rejected it can', () => {
    expect(refusal(() => decide([created], reAdd('m-a'), customer))).toBe('SELECTION_ERROR');
    expect(decide([created, rejected], reAdd('m-a'), customer)).toHaveLength(1);
  });

  test('only the customer may re-add, and only to an existing request', () => {
    expect(refusal(() => decide([created], reAdd('m-c'), producerA))).toBe('USER_NOT_AUTHORIZED');
    expect(refusal(() => decide([], reAdd('m-c'), customer))).toBe('SUPER_ORDER_NOT_FOUND');
  });
});

describe('order feedback', () => {
  const feedback = (ratings: Partial<Record<string, number>> = {}): SuperOrderCommand => ({
    type: 'GiveOrderFeedback',
    orderId: 'o-a',
    feedback: { completionTime: 5, customerSupport: 4, productionQuality: 5, platform: 3, comment: ' Great boards ', ...ratings },
  });
  const done = [created, quote, accepted, production, shipped, received];

  test('when the order is done, then the customer rates it, and may revise the rating', () => {
    const events = decide(done, feedback(), customer);
    expect(events).toEqual([
      { type: 'OrderFeedbackGiven', data: { orderId: 'o-a', feedback: { completionTime: 5, customerSupport: 4, productionQuality: 5, platform: 3, comment: 'Great boards' }, occurredAt: LATER } },
    ]);
    expect(fold([...done, ...events])!.orders[0].feedback?.customerSupport).toBe(4);
    expect(decide([...done, ...events], feedback({ customerSupport: 2 }), customer)).toHaveLength(1);
  });

  test('feedback before the order is done, from the producer, or with ratings outside 1..5 is ORDER_FEEDBACK_UPDATE_FAILED or refused', () => {
    expect(refusal(() => decide([created, quote, accepted], feedback(), customer))).toBe('ORDER_FEEDBACK_UPDATE_FAILED');
    expect(refusal(() => decide(done, feedback({ platform: 6 }), customer))).toBe('ORDER_FEEDBACK_UPDATE_FAILED');
    expect(refusal(() => decide(done, feedback({ platform: 2.5 }), customer))).toBe('ORDER_FEEDBACK_UPDATE_FAILED');
    expect(refusal(() => decide(done, feedback(), producerA))).toBe('USER_NOT_AUTHORIZED');
  });
});
