import { chatStreamId, type DomainEvent } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import { chatProjector } from './projector';
import { chatMessagesSince, markChatRead, unreadCounts } from './queries';

const at = '2026-03-02T09:00:00.000Z';
const text = (chatId: string, messageId: string, senderId: string): DomainEvent => ({
  type: 'TextMessageSent',
  data: { chatId, messageId, senderId, senderRole: senderId === 'customer' ? 'Requester' : 'Handler', text: 'Is 1.6 mm fine?', occurredAt: at },
});
const status = (chatId: string, messageId: string): DomainEvent => ({
  type: 'SystemMessageAdded',
  data: { chatId, messageId, message: { kind: 'orderStatus', orderStatus: 'IN_PRODUCTION' }, causedBy: 'e1', occurredAt: at },
});
const counted = async (spec: ProjectionSpec, chatIds: string[], userId: string) =>
  Object.fromEntries((await unreadCounts(spec.db, chatIds, userId)).map((row) => [row.chat_id, row.unread]));

describe('unread counts', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given two chats with messages of both sides and a system message, when nothing was read, then each counts the messages of others', async () => {
    await spec
      .given(
        on(chatStreamId('o1'), text('o1', 'm1', 'customer')),
        on(chatStreamId('o1'), text('o1', 'm2', 'producer')),
        on(chatStreamId('o1'), status('o1', 'm3')),
        on(chatStreamId('o2'), text('o2', 'm4', 'producer')),
      )
      .when(chatProjector);
    expect(await counted(spec, ['o1', 'o2'], 'customer')).toEqual({ o1: 2, o2: 1 });
    expect(await counted(spec, ['o1', 'o2'], 'producer')).toEqual({ o1: 2, o2: 0 });
  });

  test('given a read mark, when more messages follow, then only those after the mark count, and a chat without messages counts none', async () => {
    await spec.given(on(chatStreamId('o1'), text('o1', 'm1', 'producer')), on(chatStreamId('o1'), text('o1', 'm2', 'producer'))).when(chatProjector);
    await markChatRead(spec.db, 'o1', 'customer', 2);
    expect(await counted(spec, ['o1', 'empty'], 'customer')).toEqual({ o1: 0, empty: 0 });

    await spec.given(on(chatStreamId('o1'), text('o1', 'm3', 'customer')), on(chatStreamId('o1'), status('o1', 'm4')), on(chatStreamId('o1'), text('o1', 'm5', 'producer'))).when(chatProjector);
    expect(await counted(spec, ['o1'], 'customer')).toEqual({ o1: 2 });
    expect(await counted(spec, ['o1'], 'someone else')).toEqual({ o1: 5 });
  });
});

describe('messages since a watcher looked', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  const assigned = (chatId: string): DomainEvent => ({ type: 'UserAssignedToChat', data: { chatId, userId: 'customer', role: 'Requester', occurredAt: at } });
  const never = (chatId: string) => ({ chatId, messages: 0, lastPosition: 0 });

  test('given a chat whose first event assigns its customer, when it was never looked at, then its messages are counted whole and its last position is that of its last event', async () => {
    await spec.given(on(chatStreamId('o1'), assigned('o1')), on(chatStreamId('o1'), text('o1', 'm1', 'customer')), on(chatStreamId('o1'), status('o1', 'm2'))).when(chatProjector);
    expect(await chatMessagesSince(spec.db, [never('o1'), never('empty')])).toEqual([
      { chatId: 'o1', messages: 2, lastPosition: 3 },
      { chatId: 'empty', messages: 0, lastPosition: 0 },
    ]);
  });

  test('given what a watcher saw, when more messages follow, then they are added to what it counted before', async () => {
    await spec.given(on(chatStreamId('o1'), text('o1', 'm1', 'customer')), on(chatStreamId('o1'), text('o1', 'm2', 'producer'))).when(chatProjector);
    const [seen] = await chatMessagesSince(spec.db, [never('o1')]);
    expect(await chatMessagesSince(spec.db, [seen])).toEqual([{ chatId: 'o1', messages: 2, lastPosition: 2 }]);

    await spec.given(on(chatStreamId('o1'), text('o1', 'm3', 'producer')), on(chatStreamId('o1'), status('o1', 'm4'))).when(chatProjector);
    // What was counted before is taken as it was: a watcher's count of 40 grows by the two new messages.
    expect(await chatMessagesSince(spec.db, [{ ...seen, messages: 40 }])).toEqual([{ chatId: 'o1', messages: 42, lastPosition: 4 }]);
  });

  test('given a watcher that saw a chat further on than the read model now is (it was rebuilt), when it looks again, then the chat is counted whole', async () => {
    await spec.given(on(chatStreamId('o1'), text('o1', 'm1', 'customer'))).when(chatProjector);
    expect(await chatMessagesSince(spec.db, [{ chatId: 'o1', messages: 7, lastPosition: 9 }])).toEqual([{ chatId: 'o1', messages: 1, lastPosition: 1 }]);
  });
});
