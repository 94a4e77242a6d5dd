import { CURRENT_EVENT_VERSIONS } from '../events/domain-event';
import { INTEGRATION_EVENT_VERSIONS } from './integration-events';
import { toIntegrationEvent, type IntegrationContext, type IntegrationSource } from './to-integration-event';

const at = '2026-11-23T09:00:00.000Z';
const orders: IntegrationContext = { superOrderIdOf: (orderId) => ({ 'order-a': 'super-1', 'order-b': 'super-1' })[orderId] };
const source = (streamId: string, type: string, data: Record<string, unknown>, eventId = `event-of-${type}`): IntegrationSource => ({ eventId, streamId, type, data: { ...data, occurredAt: at } });

/** Values only a person (or their free text) could be identified by; none may reach another system. */
const PERSONAL = ['Jane', 'Doe', 'jane.doe@example.com', 'jdoe', 'Hauptstr. 1', 'Berlin', 'DE123456789', 'Jane Doe GmbH', 'Doe Legal GmbH', 'Secret board', 'Which copper weight?', 'gerber-of-jane.zip', 'Jane\'s stack-up', 'Too expensive for Jane', '+49 30 1234567'];
const address = { recipient: 'Jane Doe', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin', country: 'DE', phone: '+49 30 1234567' };

/** One event of every type the product writes, full of personal data where the type has any. */
const everyEvent: IntegrationSource[] = [
  source('superOrder-super-1', 'SuperOrderCreated', {
    superOrderId: 'super-1', name: 'Secret board', placedById: 'user-1', asCompanyId: 'company-1', fromWhitelabelId: null,
    orders: [{ orderId: 'order-a', manufacturerId: 'maker-a' }, { orderId: 'order-b', manufacturerId: 'maker-b' }],
    request: { shippingAddress: address, billingAddress: address, quantity: 5 }, files: { pcb: { fileId: 'f', filename: 'gerber-of-jane.zip' }, additionalFiles: [] },
  }),
  source('superOrder-super-1', 'QuoteOffered', { orderId: 'order-a', quoteId: 'quote-1', file: { fileId: 'f', filename: 'gerber-of-jane.zip' } }),
  source('superOrder-super-1', 'QuoteWithdrawn', { orderId: 'order-a', quoteId: 'quote-1' }),
  source('superOrder-super-1', 'QuoteAccepted', { orderId: 'order-a', quoteId: 'quote-2', reason: 'COSTS' }),
  source('superOrder-super-1', 'QuoteDeclined', { orderId: 'order-b', quoteId: 'quote-3', reason: 'OTHER', reasonText: 'Too expensive for Jane' }),
  source('superOrder-super-1', 'OrderCanceledByCustomer', { orderId: 'order-b', reason: 'OTHER', reasonText: 'Too expensive for Jane', acceptedOrderId: 'order-a' }),
  source('superOrder-super-1', 'OrderRejectedByProducer', { orderId: 'order-b', reason: 'OTHER', reasonText: 'Too expensive for Jane' }),
  source('superOrder-super-1', 'OrderProductionStarted', { orderId: 'order-a' }),
  source('superOrder-super-1', 'OrderShipped', { orderId: 'order-a' }),
  source('superOrder-super-1', 'OrderReceived', { orderId: 'order-a' }),
  source('chat-order-a', 'TextMessageSent', { chatId: 'order-a', messageId: 'm1', senderId: 'user-1', senderRole: 'Requester', text: 'Which copper weight?' }),
  source('chat-order-a', 'FileMessageSent', { chatId: 'order-a', messageId: 'm2', senderId: 'user-2', senderRole: 'Handler', fileId: 'f2', filename: 'gerber-of-jane.zip', fileDescription: 'Jane\'s stack-up' }),
  source('chat-order-a', 'SystemMessageAdded', { chatId: 'order-a', messageId: 'm3', message: { kind: 'quote', quoteStatus: 'OFFERED', quoteFileId: 'f' }, causedBy: 'e' }),
  source('chat-order-a', 'UserAssignedToChat', { chatId: 'order-a', userId: 'user-3', role: 'Requester' }),
  source('chat-order-a', 'UserUnassignedFromChat', { chatId: 'order-a', userId: 'user-3' }),
  source('user-user-1', 'UserRegistered', { userId: 'user-1', username: 'jdoe', email: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe', locale: 'en' }),
  source('user-user-1', 'UserProfileUpdated', { userId: 'user-1', changes: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', phone: '+49 30 1234567' } }),
  source('user-user-1', 'UserEmailChanged', { userId: 'user-1', email: 'jane.doe@example.com' }),
  source('user-user-1', 'UserOrderingChoiceMade', { userId: 'user-1', orderAs: 'PRIVATE' }),
  source('user-user-1', 'UserErased', { userId: 'user-1' }),
  source('user-user-1', 'ExportSettingsSet', { owner: 'user', ownerId: 'user-1', settings: {} }),
  source('user-user-1', 'ExportSettingsReset', { owner: 'user', ownerId: 'user-1' }),
  source('company-company-1', 'CompanyCreated', { companyId: 'company-1', name: 'Jane Doe GmbH', legalName: 'Doe Legal GmbH', industry: 'Automotive', billingAddress: address, shippingAddress: address, vatNumber: 'DE123456789', createdById: 'user-1' }),
  source('company-company-1', 'CompanyUpdated', { companyId: 'company-1', changes: { name: 'Jane Doe GmbH', vatNumber: 'DE123456789', billingAddress: address } }),
  source('company-company-1', 'CompanyMemberAdded', { companyId: 'company-1', userId: 'user-3', addedById: 'user-1' }),
  source('company-company-1', 'CompanyMemberRemoved', { companyId: 'company-1', userId: 'user-3', removedById: 'user-1' }),
  source('company-company-1', 'CompanyNdaSigned', { companyId: 'company-1', fileId: 'f3', signedById: 'user-1', locale: 'de' }),
  source('company-company-1', 'CompanyNdaDeleted', { companyId: 'company-1' }),
  source('company-company-1', 'CompanyDeleted', { companyId: 'company-1', deletedById: 'user-1' }),
  source('manufacturer-maker-a', 'ManufacturerCreated', { manufacturerId: 'maker-a', companyId: 'company-2', allowMatching: true }),
  source('manufacturer-maker-a', 'ManufacturerCapabilitiesSet', { manufacturerId: 'maker-a', capabilities: { contactEmail: 'jane.doe@example.com' } }),
  source('shop-shop-1', 'ShopCreated', { shopId: 'shop-1', name: 'Jane Doe GmbH' }),
  source('shop-shop-1', 'ShopUpdated', { shopId: 'shop-1', changes: { name: 'Jane Doe GmbH' }, logoFileId: null }),
  source('signupReminder-1', 'SignupReminderUnsubscribed', { subscriptionId: '1' }),
  source('feedback-1', 'ContactFeedbackReceived', { feedbackId: '1', feedback: { name: 'Jane Doe', email: 'jane.doe@example.com', message: 'Which copper weight?' } }),
  source('signupReminder-1', 'SignupReminderSubscribed', { subscriptionId: '1', email: 'jane.doe@example.com', unsubscribeKey: 'k', locale: 'en', keyHash: 'h' }),
  source('pricing-maker-a', 'PricingModesSet', { manufacturerId: 'maker-a', marketplace: 'FORMULA', whitelabel: 'DISABLED' }),
  source('pricing-maker-a', 'PricingFormulasUploaded', { manufacturerId: 'maker-a', file: { fileId: 'f', filename: 'gerber-of-jane.zip', versionedFileId: 'f' }, formulas: [] }),
  source('pricing-maker-a', 'PricingExternalServerSet', { manufacturerId: 'maker-a', url: 'https://prices.example', apiKey: 'Jane' }),
  source('user-user-1', 'ChatNotificationsSwitched', { userId: 'user-1', chatId: 'order-a', subscribed: false }),
  source('superOrder-super-1', 'OrderReAdded', {
    orderId: 'order-c', manufacturerId: 'maker-c', fromOrderId: 'order-a', request: { shippingAddress: address, billingAddress: address, additionalNotes: 'Which copper weight?' },
    files: { pcb: { fileId: 'f', filename: 'gerber-of-jane.zip' }, additionalFiles: [] }, warnings: [],
  }),
  source('superOrder-super-1', 'OrderAddressesChanged', { orderId: 'order-a', shippingAddress: address, billingAddress: null }),
  source('superOrder-super-1', 'OrderQuantityChanged', { orderId: 'order-a', quantity: 50, quantityIsOverproduction: true, bulkPrices: [] }),
  source('superOrder-super-1', 'OrderServicesChanged', { orderId: 'order-a', requiredOperations: ['AOI2D'], optionalOperations: [] }),
  source('superOrder-super-1', 'OrderCertificatesChanged', { orderId: 'order-a', requiredCertificates: ['ISO9001'] }),
  source('superOrder-super-1', 'OrderVersionChanged', { orderId: 'order-a', pcbVersion: 'V2' }),
  source('superOrder-super-1', 'OrderIpcClassChanged', { orderId: 'order-a', ipcClass: 'CLASS2' }),
  source('superOrder-super-1', 'OrderTypeChanged', { orderId: 'order-a', orderType: 'SERIES' }),
  source('superOrder-super-1', 'OrderDetailsChanged', { orderId: 'order-a', changes: { additionalNotes: 'Which copper weight?' } }),
  source('superOrder-super-1', 'OrderFilesChanged', { orderId: 'order-a', files: { pcb: { fileId: 'f', filename: 'gerber-of-jane.zip' } }, additionalFilesAdded: [], warnings: [] }),
  source('superOrder-super-1', 'OrderBomChanged', { orderId: 'order-a', bom: { fileId: 'b', filename: 'gerber-of-jane.zip' }, originalBom: null, components: { added: 1, removed: 0, changed: 0 } }),
  source('superOrder-super-1', 'OrderPlacementChanged', { orderId: 'order-a', placement: { fileId: 'p', filename: 'gerber-of-jane.zip' }, originalPlacement: null, warnings: [] }),
  source('superOrder-super-1', 'OrderFeedbackGiven', { orderId: 'order-a', feedback: { completionTime: 5, customerSupport: 4, productionQuality: 5, platform: 3, comment: 'Too expensive for Jane' } }),
  source('reservation-shopHostname:shop.example', 'NameReserved', { key: 'shopHostname:shop.example', ownerId: 'shop-1' }),
  source('bomSheet-sheet-1', 'BomSheetFormatted', { sheetId: 'sheet-1', ownerId: 'user-1', original: { fileId: 'f', filename: 'gerber-of-jane.zip' }, rows: [{ quantity: 1, designators: ['R1'], manufacturer: 'Yageo', mpn: 'RC0603', package: '0603', description: 'Jane Doe resistor', electricValue: '10k' }] }),
  source('bomSheet-sheet-1', 'BomSheetClaimed', { sheetId: 'sheet-1', ownerId: 'user-1' }),
  source('bomSheet-sheet-1', 'BomSheetRowsEdited', { sheetId: 'sheet-1', rows: [{ quantity: 1, designators: ['R1'], manufacturer: 'Yageo', mpn: 'RC0603', package: '0603', description: 'Jane Doe resistor', electricValue: '10k' }] }),
  source('bomSheet-sheet-1', 'BomSheetExpired', { sheetId: 'sheet-1', originalFileId: 'f' }),
];
const IGNORED = ['ExportSettingsSet', 'ExportSettingsReset', 'ShopCreated', 'ShopUpdated', 'ContactFeedbackReceived', 'SignupReminderSubscribed', 'SignupReminderUnsubscribed', 'PricingModesSet', 'PricingFormulasUploaded', 'PricingExternalServerSet', 'ChatNotificationsSwitched', 'NameReserved', 'BomSheetFormatted', 'BomSheetClaimed', 'BomSheetRowsEdited', 'BomSheetExpired'];

describe('integration events', () => {
  test('given a super order, when it is created, then other systems learn its orders and producers under the super order key', () => {
    const event = toIntegrationEvent(everyEvent[0], orders);
    expect(event).toEqual({
      topic: 'pcbm.orders',
      key: 'super-1',
      type: 'SuperOrderCreated',
      version: 1,
      eventId: 'event-of-SuperOrderCreated',
      occurredAt: at,
      data: { superOrderId: 'super-1', placedById: 'user-1', asCompanyId: 'company-1', fromWhitelabelId: null, orders: [{ orderId: 'order-a', manufacturerId: 'maker-a' }, { orderId: 'order-b', manufacturerId: 'maker-b' }] },
    });
  });

  test('given an order of a super order, when its quote is declined, then the reason code goes out without the reason text', () => {
    expect(toIntegrationEvent(everyEvent[4], orders)).toMatchObject({ topic: 'pcbm.orders', key: 'super-1', type: 'QuoteDeclined', data: { superOrderId: 'super-1', orderId: 'order-b', quoteId: 'quote-3', reason: 'OTHER' } });
  });

  test('given every lifecycle event of an order, then each is published on the orders topic under its super order', () => {
    const lifecycle = everyEvent.slice(0, 10).filter((event) => event.streamId === 'superOrder-super-1').map((event) => toIntegrationEvent(event, orders)!);
    expect(lifecycle.map((event) => event.type)).toEqual(['SuperOrderCreated', 'QuoteOffered', 'QuoteWithdrawn', 'QuoteAccepted', 'QuoteDeclined', 'OrderCanceledByCustomer', 'OrderRejectedByProducer', 'OrderProductionStarted', 'OrderShipped', 'OrderReceived']);
    expect(new Set(lifecycle.map((event) => `${event.topic} ${event.key}`))).toEqual(new Set(['pcbm.orders super-1']));
  });

  test('given an order chat, when messages are sent, then the chats topic says who (by role) sent what kind, keyed by the super order', () => {
    const chat = everyEvent.filter((event) => event.streamId === 'chat-order-a').map((event) => toIntegrationEvent(event, orders)!);
    expect(chat.map(({ topic, key, type, data }) => ({ topic, key, type, data }))).toEqual([
      { topic: 'pcbm.chats', key: 'super-1', type: 'ChatMessageSent', data: { superOrderId: 'super-1', orderId: 'order-a', messageId: 'm1', messageKind: 'TEXT', senderId: 'user-1', senderRole: 'Requester' } },
      { topic: 'pcbm.chats', key: 'super-1', type: 'ChatMessageSent', data: { superOrderId: 'super-1', orderId: 'order-a', messageId: 'm2', messageKind: 'FILE', senderId: 'user-2', senderRole: 'Handler' } },
      { topic: 'pcbm.chats', key: 'super-1', type: 'ChatSystemMessageAdded', data: { superOrderId: 'super-1', orderId: 'order-a', messageId: 'm3', systemMessageKind: 'quote' } },
      { topic: 'pcbm.chats', key: 'super-1', type: 'ChatUserAssigned', data: { superOrderId: 'super-1', orderId: 'order-a', userId: 'user-3', role: 'Requester' } },
      { topic: 'pcbm.chats', key: 'super-1', type: 'ChatUserUnassigned', data: { superOrderId: 'super-1', orderId: 'order-a', userId: 'user-3' } },
    ]);
  });

  test('given a chat of an order whose super order is not known yet, then the mapping refuses instead of publishing without a key', () => {
    const unknown = source('chat-order-x', 'TextMessageSent', { chatId: 'order-x', messageId: 'm', senderId: 'u', senderRole: 'Handler', text: 't' });
    expect(() => toIntegrationEvent(unknown, orders)).toThrow('order-x');
  });

  test('given account events, then they are keyed by the account id and carry ids and kinds only', () => {
    const accounts = everyEvent.filter((event) => /^(user|company|manufacturer)-/.test(event.streamId)).map((event) => toIntegrationEvent(event, orders));
    expect(accounts.filter(Boolean).map((event) => [event!.type, event!.key])).toEqual([
      ['UserRegistered', 'user-1'], ['UserProfileUpdated', 'user-1'], ['UserEmailChanged', 'user-1'], ['UserOrderingChoiceMade', 'user-1'], ['UserErased', 'user-1'],
      ['CompanyCreated', 'company-1'], ['CompanyUpdated', 'company-1'], ['CompanyMemberAdded', 'company-1'], ['CompanyMemberRemoved', 'company-1'],
      ['CompanyNdaSigned', 'company-1'], ['CompanyNdaDeleted', 'company-1'], ['CompanyDeleted', 'company-1'], ['ManufacturerCreated', 'maker-a'], ['ManufacturerCapabilitiesSet', 'maker-a'],
    ]);
    expect(toIntegrationEvent(everyEvent[15], orders)).toMatchObject({ topic: 'pcbm.accounts', data: { userId: 'user-1' } });
  });

  test('given shops, contact forms, export settings, pricing setups, notification switches, BOM formatter sheets or an unknown event type, then nothing is published', () => {
    for (const event of everyEvent.filter((e) => IGNORED.includes(e.type))) expect(toIntegrationEvent(event, orders)).toBeNull();
    expect(toIntegrationEvent(source('superOrder-super-1', 'OrderTeleported', { orderId: 'order-a' }), orders)).toBeNull();
  });

  test('given every event type full of personal data, then no name, email, address, text or file name reaches an integration event', () => {
    const published = everyEvent.map((event) => toIntegrationEvent(event, orders)).filter(Boolean);
    expect(published).toHaveLength(everyEvent.length - IGNORED.length);
    const text = JSON.stringify(published);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
    for (const event of published) expect(Object.keys(event!).sort()).toEqual(['data', 'eventId', 'key', 'occurredAt', 'topic', 'type', 'version']);
  });

  test('every event type the product writes is covered here, so a new type is checked for personal data before it is published', () => {
    expect(new Set(everyEvent.map((event) => event.type))).toEqual(new Set(Object.keys(CURRENT_EVENT_VERSIONS)));
  });

  test('changes of a request after submission, re-adds and feedback go out on the orders topic by kind, without the new values or the comment', () => {
    const byType = (type: string) => toIntegrationEvent(everyEvent.find((e) => e.type === type)!, orders);
    expect(byType('OrderQuantityChanged')).toMatchObject({ topic: 'pcbm.orders', key: 'super-1', type: 'OrderRequestChanged', data: { superOrderId: 'super-1', orderId: 'order-a', change: 'QUANTITY' } });
    expect(byType('OrderPlacementChanged')?.data).toEqual({ superOrderId: 'super-1', orderId: 'order-a', change: 'CPL' });
    expect(byType('OrderReAdded')?.data).toEqual({ superOrderId: 'super-1', orderId: 'order-c', manufacturerId: 'maker-c', fromOrderId: 'order-a' });
    expect(byType('OrderFeedbackGiven')?.data).toEqual({ superOrderId: 'super-1', orderId: 'order-a', completionTime: 5, customerSupport: 4, productionQuality: 5, platform: 3 });
  });

  test('every integration event says its version, the source event id and when it happened', () => {
    for (const event of everyEvent.map((e) => toIntegrationEvent(e, orders)).filter(Boolean)) {
      expect(event!.version).toBe(INTEGRATION_EVENT_VERSIONS[event!.type]);
      expect(event!.eventId).toBe(`event-of-${everyEvent.find((e) => e.eventId === event!.eventId)!.type}`);
      expect(event!.occurredAt).toBe(at);
    }
  });
});
