import { chatStreamId, type DomainEvent } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import { chatProjector } from './projector';
import { markChatRead, unreadCounts } from './queries';

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
