import { chatStreamId, companyStreamId, superOrderStreamId, userStreamId, type DomainEvent } from '@pcbm/domain';
import { orderProjector } from '../read-models';
import { PLACED_AT, superOrderCreated } from '../testing/marketplace-events';
import { on, openProjectionSpec, type ProjectionSpec } from '../testing/projection-spec';
import { chatAnnouncements } from './chat-announcements';
import { ReadModelsBehindError } from './read-models-behind';

const later = '2026-03-05T09:00:00.000Z';
const announced = (spec: ProjectionSpec) =>
  spec.thenRows(`select stream_id, stream_position::int as position, event_type, data - 'messageId' as data, metadata from events where event_type = 'SystemMessageAdded' order by global_position`);
const memberAdded = (userId: string): DomainEvent => ({ type: 'CompanyMemberAdded', data: { companyId: 'c1', userId, occurredAt: later } });

describe('chat announcements', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given a request created for two producers, when the announcer handles it, then each order’s chat says it waits for a quote, caused by that event', async () => {
    const history = spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1'), { metadata: { correlationId: 'place-1' } }));
    await history.when(chatAnnouncements(spec.store));
    const [cause] = history.events;
    const metadata = { correlationId: 'place-1', causationId: cause.eventId, command: 'AnnounceInChat', actor: { kind: 'SYSTEM' } };
    const message = { kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' };
    expect(await announced(spec)).toEqual([
      { stream_id: chatStreamId('so1-a'), position: 1, event_type: 'SystemMessageAdded', data: { chatId: 'so1-a', message, causedBy: cause.eventId, occurredAt: PLACED_AT }, metadata },
      { stream_id: chatStreamId('so1-b'), position: 1, event_type: 'SystemMessageAdded', data: { chatId: 'so1-b', message, causedBy: cause.eventId, occurredAt: PLACED_AT }, metadata },
    ]);
    expect(await spec.thenRows('select cause_event_id, chat_id, message_index from chat_announcements order by chat_id')).toEqual([
      { cause_event_id: cause.eventId, chat_id: 'so1-a', message_index: 0 },
      { cause_event_id: cause.eventId, chat_id: 'so1-b', message_index: 1 },
    ]);
  });

  test('given a withdrawn quote, when the announcer handles it, then the chat gets both of its messages in order', async () => {
    await spec
      .given(on(superOrderStreamId('so1'), { type: 'QuoteWithdrawn', data: { orderId: 'so1-a', quoteId: 'q1', occurredAt: later } }))
      .when(chatAnnouncements(spec.store));
    expect((await announced(spec)).map((row) => [row.position, (row.data as { message: unknown }).message])).toEqual([
      [1, { kind: 'quote', quoteStatus: 'WITHDRAWN', quoteFileId: null }],
      [2, { kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' }],
    ]);
  });

  test('given a request created and a quote withdrawn in one batch, when the announcer handles them, then each chat gets its messages in the order of their causes', async () => {
    await spec
      .given(
        on(superOrderStreamId('so1'), superOrderCreated('so1')),
        on(superOrderStreamId('so1'), { type: 'QuoteWithdrawn', data: { orderId: 'so1-a', quoteId: 'q1', occurredAt: later } }),
      )
      .when(chatAnnouncements(spec.store));
    expect((await announced(spec)).map((row) => [row.stream_id, row.position, (row.data as { message: { kind: string } }).message.kind])).toEqual([
      [chatStreamId('so1-a'), 1, 'orderStatus'],
      [chatStreamId('so1-b'), 1, 'orderStatus'],
      [chatStreamId('so1-a'), 2, 'quote'],
      [chatStreamId('so1-a'), 3, 'orderStatus'],
    ]);
  });

  test('given a request created, when the announcer handles it twice, then every announcement is made once', async () => {
    const history = spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1')));
    await history.when(chatAnnouncements(spec.store));
    await history.when(chatAnnouncements(spec.store));
    expect(await announced(spec)).toHaveLength(2);
    expect(await spec.thenRows('select count(*)::int as n from chat_announcements')).toEqual([{ n: 2 }]);
  });

  test('given feedback on an order or super order events on a stream of another category, when the announcer handles them, then nothing is announced', async () => {
    await spec
      .given(
        on(superOrderStreamId('so1'), { type: 'OrderFeedbackGiven', data: { orderId: 'so1-a', feedback: { completionTime: 5, customerSupport: 5, productionQuality: 5, platform: 5, comment: null }, occurredAt: later } }),
        on(userStreamId('so2'), superOrderCreated('so2')),
        on(userStreamId('c1'), memberAdded('u9')),
      )
      .when(chatAnnouncements(spec.store));
    expect(await announced(spec)).toEqual([]);
  });

  describe('members of the customer’s company', () => {
    beforeEach(async () => {
      await spec
        .given(
          on(superOrderStreamId('so1'), superOrderCreated('so1', { asCompanyId: 'c1', orderIds: ['o1', 'o2'] })),
          on(superOrderStreamId('so3'), superOrderCreated('so3', { asCompanyId: 'other-company', orderIds: ['o3'] })),
          on(superOrderStreamId('so4'), superOrderCreated('so4', { asCompanyId: 'c1', orderIds: ['o4'], occurredAt: '2026-03-09T09:00:00.000Z' })),
        )
        .when(orderProjector);
    });

    test('given a member joining the company, when the announcer handles it, then the chats of the company’s orders that existed then say so', async () => {
      const history = spec.given(on(companyStreamId('c1'), memberAdded('u9')));
      await history.when(orderProjector, chatAnnouncements(spec.store));
      const message = { kind: 'companyMember', companyId: 'c1', userId: 'u9', added: true };
      expect((await announced(spec)).map((row) => [row.stream_id, (row.data as { message: unknown }).message])).toEqual([
        [chatStreamId('o1'), message],
        [chatStreamId('o2'), message],
      ]);
    });

    test('given a member leaving the company, when the announcer handles it twice, then each chat says so once', async () => {
      const history = spec.given(on(companyStreamId('c1'), { type: 'CompanyMemberRemoved', data: { companyId: 'c1', userId: 'u9', removedById: 'u1', occurredAt: later } }));
      await history.when(orderProjector, chatAnnouncements(spec.store));
      await history.when(chatAnnouncements(spec.store));
      expect((await announced(spec)).map((row) => [row.stream_id, (row.data as { message: { added: boolean } }).message.added])).toEqual([
        [chatStreamId('o1'), false],
        [chatStreamId('o2'), false],
      ]);
    });

    test('given a member joining before the orders read model reached it, when the announcer handles it, then it waits and announces once the orders are current', async () => {
      const history = spec.given(
        on(superOrderStreamId('so5'), superOrderCreated('so5', { asCompanyId: 'c1', orderIds: ['o5'], occurredAt: '2026-03-04T09:00:00.000Z' })),
        on(companyStreamId('c1'), memberAdded('u9')),
      );
      await expect(history.when(chatAnnouncements(spec.store))).rejects.toBeInstanceOf(ReadModelsBehindError);
      expect(await announced(spec)).toEqual([]);

      await history.when(orderProjector, chatAnnouncements(spec.store));
      expect((await announced(spec)).filter((row) => (row.data as { message: { kind: string } }).message.kind === 'companyMember').map((row) => row.stream_id)).toEqual([
        chatStreamId('o1'),
        chatStreamId('o2'),
        chatStreamId('o5'),
      ]);
    });

    test('given other company events, when the announcer handles them, then nothing is announced', async () => {
      await spec.given(on(companyStreamId('c1'), { type: 'CompanyNdaDeleted', data: { companyId: 'c1', occurredAt: later } })).when(chatAnnouncements(spec.store));
      expect(await announced(spec)).toEqual([]);
    });
  });
});
