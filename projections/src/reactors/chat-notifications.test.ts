import { randomUUID } from 'node:crypto';
import { chatStreamId, superOrderStreamId, userStreamId, type DomainEvent } from '@pcbm/domain';
import { accountProjector, chatProjector, orderProjector } from '../read-models';
import { marketplaceWithOrder, superOrderCreated } from '../testing/marketplace-events';
import { on, openProjectionSpec, type GivenEvent, type ProjectionSpec } from '../testing/projection-spec';
import { chatNotifications } from './chat-notifications';
import { ReadModelsBehindError } from './read-models-behind';

const now = new Date('2026-03-04T12:00:00.000Z');
const notifications = chatNotifications({ publicUrl: 'https://pcb.example.com', clock: () => now });
const readModels = [orderProjector, accountProjector, chatProjector];
const sent = '2026-03-04T11:59:00.000Z';
const text = (messageId: string, senderId: string, senderRole: 'Requester' | 'Handler'): DomainEvent => ({
  type: 'TextMessageSent',
  data: { chatId: 'o1', messageId, senderId, senderRole, text: 'Is 1.6 mm fine?', occurredAt: sent },
});
const mails = (spec: ProjectionSpec) => spec.thenRows('select cause, recipient, recipient_subject, language, subject, status, created_on from mail_outbox order by recipient');

describe('chat notifications', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  beforeEach(async () => {
    await spec.given(...marketplaceWithOrder()).when(...readModels, notifications);
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  const whenAllHandle = (...events: GivenEvent[]) => {
    const history = spec.given(...events);
    return { history, done: history.when(...readModels, notifications) };
  };

  test('given the customer writes, when the notifications handle it, then every member of the producer’s company gets one mail in their language', async () => {
    const { history, done } = whenAllHandle(on(chatStreamId('o1'), text('m1', 'customer', 'Requester')));
    await done;
    const cause = `chat:${history.events[0].eventId}:producer`;
    expect(await mails(spec)).toEqual([
      { cause, recipient: 'producer-1@example.com', recipient_subject: 'user:producer-1', language: 'de', subject: 'Neue Nachricht zu Ihrer Anfrage „Motor driver board“', status: 'PENDING', created_on: now },
      { cause, recipient: 'producer-2@example.com', recipient_subject: 'user:producer-2', language: 'en', subject: 'New message about your request "Motor driver board"', status: 'PENDING', created_on: now },
    ]);
  });

  test('given a handler assigned who writes, when the notifications handle it, then only the customer gets a mail', async () => {
    await whenAllHandle(
      on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'producer-2', role: 'Handler', occurredAt: sent } }),
      on(chatStreamId('o1'), text('m1', 'producer-2', 'Handler')),
    ).done;
    expect(await mails(spec)).toEqual([expect.objectContaining({ recipient: 'customer@example.com', recipient_subject: 'user:customer', subject: 'New message about your request "Motor driver board"' })]);
  });

  test('given a producer switched the chat’s notifications off, when the customer writes, then only the other producer gets a mail and the switch is kept', async () => {
    await whenAllHandle(
      on(userStreamId('producer-1'), { type: 'ChatNotificationsSwitched', data: { userId: 'producer-1', chatId: 'o1', subscribed: false, occurredAt: sent } }),
      on(chatStreamId('o1'), text('m1', 'customer', 'Requester')),
    ).done;
    expect((await mails(spec)).map((mail) => mail.recipient)).toEqual(['producer-2@example.com']);
    expect(await spec.thenRows('select chat_id, user_id, subscribed from chat_notification_settings')).toEqual([{ chat_id: 'o1', user_id: 'producer-1', subscribed: false }]);
  });

  test('given a producer who changed their email address, when the customer writes, then their mail goes to the new address', async () => {
    await whenAllHandle(
      on(userStreamId('producer-1'), { type: 'UserEmailChanged', data: { userId: 'producer-1', email: 'paula.new@example.com', occurredAt: sent } }),
      on(chatStreamId('o1'), text('m1', 'customer', 'Requester')),
    ).done;
    expect((await mails(spec)).map((mail) => [mail.recipient, mail.recipient_subject])).toEqual([
      ['paula.new@example.com', 'user:producer-1'],
      ['producer-2@example.com', 'user:producer-2'],
    ]);
  });

  test('given a status announced because of the customer, when the notifications handle it, then the producers get a mail and the customer who caused it does not', async () => {
    const cause = spec.given(on(superOrderStreamId('so1'), { type: 'OrderCanceledByCustomer', data: { orderId: 'o1', reason: 'COSTS', reasonText: null, acceptedOrderId: null, occurredAt: sent } }, { metadata: { actor: { kind: 'USER', userId: 'customer' } } }));
    await spec.appendToLog(cause.events);
    await whenAllHandle(
      on(chatStreamId('o1'), { type: 'SystemMessageAdded', data: { chatId: 'o1', messageId: 'm1', message: { kind: 'orderStatus', orderStatus: 'CANCELED_BY_CUSTOMER' }, causedBy: cause.events[0].eventId, occurredAt: sent } }),
    ).done;
    expect((await mails(spec)).map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['producer-1@example.com', 'Neue Nachricht zu Ihrer Anfrage „Motor driver board“'],
      ['producer-2@example.com', 'New message about your request "Motor driver board"'],
    ]);
  });

  test('given a system message whose cause is not in the log, when the notifications handle it, then both sides get a mail', async () => {
    await whenAllHandle(on(chatStreamId('o1'), { type: 'SystemMessageAdded', data: { chatId: 'o1', messageId: 'm1', message: { kind: 'orderStatus', orderStatus: 'SHIPPED' }, causedBy: randomUUID(), occurredAt: sent } })).done;
    expect((await mails(spec)).map((mail) => mail.recipient)).toEqual(['customer@example.com', 'producer-1@example.com', 'producer-2@example.com']);
  });

  test('given a system message whose cause is no event id, when the notifications handle it, then both sides get a mail and the reactor goes on', async () => {
    await whenAllHandle(on(chatStreamId('o1'), { type: 'SystemMessageAdded', data: { chatId: 'o1', messageId: 'm1', message: { kind: 'orderStatus', orderStatus: 'SHIPPED' }, causedBy: 'not-an-event', occurredAt: sent } })).done;
    expect((await mails(spec)).map((mail) => mail.recipient)).toEqual(['customer@example.com', 'producer-1@example.com', 'producer-2@example.com']);
  });

  test('given a message, when the notifications handle it twice, then each mail is queued once', async () => {
    const { history, done } = whenAllHandle(on(chatStreamId('o1'), text('m1', 'customer', 'Requester')));
    await done;
    await history.when(notifications);
    expect(await mails(spec)).toHaveLength(2);
  });

  test('given a message the read models have not reached, when the notifications handle it, then they wait and queue nothing', async () => {
    const history = spec.given(on(chatStreamId('o1'), text('m1', 'customer', 'Requester')));
    await expect(history.when(notifications)).rejects.toBeInstanceOf(ReadModelsBehindError);
    expect(await mails(spec)).toEqual([]);
  });

  test('given a message in a chat whose order is not in the read models, when the notifications handle it, then they wait', async () => {
    const history = spec.given(on(chatStreamId('o-unknown'), { ...text('m1', 'customer', 'Requester'), data: { ...(text('m1', 'customer', 'Requester').data as object), chatId: 'o-unknown' } } as DomainEvent));
    await history.when(...readModels);
    await expect(history.when(notifications)).rejects.toBeInstanceOf(ReadModelsBehindError);
  });

  test('given chat events on a stream of another category and an assignment, when the notifications handle them, then nothing is queued', async () => {
    await whenAllHandle(
      on(superOrderStreamId('o1'), text('m1', 'customer', 'Requester')),
      on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'producer-1', role: 'Handler', occurredAt: sent } }),
    ).done;
    expect(await mails(spec)).toEqual([]);
  });

  test('given messages of one cause in two chats, one with a handler and one switched off by a producer, when the notifications handle them in one batch, then each producer is mailed only about the chat they follow', async () => {
    const textIn = (chatId: string, messageId: string): DomainEvent => ({ ...text(messageId, 'customer', 'Requester'), data: { ...(text(messageId, 'customer', 'Requester').data as object), chatId } } as DomainEvent);
    await whenAllHandle(
      on(superOrderStreamId('so2'), superOrderCreated('so2', { orderIds: ['o2'], name: 'Sensor board' })),
      on(userStreamId('producer-2'), { type: 'ChatNotificationsSwitched', data: { userId: 'producer-2', chatId: 'o2', subscribed: false, occurredAt: sent } }),
      on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'producer-2', role: 'Handler', occurredAt: sent } }),
      on(chatStreamId('o1'), textIn('o1', 'm1')),
      on(chatStreamId('o2'), textIn('o2', 'm2')),
    ).done;
    const queued = await spec.thenRows<{ recipient: string; text_body: string }>('select recipient, text_body from mail_outbox order by recipient');
    expect(queued.map((mail) => mail.recipient)).toEqual(['producer-1@example.com', 'producer-2@example.com']);
    expect(queued[0].text_body).toContain('Sensor board');
    expect(queued[0].text_body).not.toContain('Motor driver board');
    expect(queued[1].text_body).toContain('Motor driver board');
    expect(queued[1].text_body).not.toContain('Sensor board');
  });

  test('given mails queued, when the notifications would be rebuilt, then they refuse', async () => {
    await expect(spec.db.transaction((tx) => notifications.reset(tx))).rejects.toThrow('never replayed');
  });
});
