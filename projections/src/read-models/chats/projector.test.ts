import { chatStreamId, superOrderStreamId, type DomainEvent } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import { chatProjector } from './projector';

const at = '2026-03-02T09:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';
const text = (messageId: string, occurredAt = at): DomainEvent => ({
  type: 'TextMessageSent',
  data: { chatId: 'o1', messageId, senderId: 'u1', senderRole: 'Requester', text: 'Is 1.6 mm fine?', occurredAt },
});
const messages = (spec: ProjectionSpec) =>
  spec.thenRows('select message_id, chat_id, position::int as position, kind, sender_id, sender_role, body, created_on from chat_messages order by position');

describe('chat projector', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given a text, a file and a system message, when the projector handles them, then they are the chat’s messages in stream order', async () => {
    await spec
      .given(
        on(chatStreamId('o1'), text('m1')),
        on(chatStreamId('o1'), {
          type: 'FileMessageSent',
          data: { chatId: 'o1', messageId: 'm2', senderId: 'u2', senderRole: 'Handler', fileId: 'f1', filename: 'stackup.pdf', fileDescription: null, occurredAt: later },
        }),
        on(chatStreamId('o1'), {
          type: 'SystemMessageAdded',
          data: { chatId: 'o1', messageId: 'm3', message: { kind: 'orderStatus', orderStatus: 'IN_PRODUCTION' }, causedBy: 'e1', occurredAt: later },
        }),
      )
      .when(chatProjector);
    expect(await messages(spec)).toEqual([
      { message_id: 'm1', chat_id: 'o1', position: 1, kind: 'text', sender_id: 'u1', sender_role: 'Requester', body: { text: 'Is 1.6 mm fine?' }, created_on: new Date(at) },
      {
        message_id: 'm2',
        chat_id: 'o1',
        position: 2,
        kind: 'file',
        sender_id: 'u2',
        sender_role: 'Handler',
        body: { fileId: 'f1', filename: 'stackup.pdf', fileDescription: null },
        created_on: new Date(later),
      },
      { message_id: 'm3', chat_id: 'o1', position: 3, kind: 'orderStatus', sender_id: null, sender_role: 'System', body: { kind: 'orderStatus', orderStatus: 'IN_PRODUCTION' }, created_on: new Date(later) },
    ]);
  });

  test('given people assigned and one unassigned, when the projector handles it, then the others remain assigned with their roles', async () => {
    await spec
      .given(
        on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u1', role: 'Requester', occurredAt: at } }),
        on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u2', role: 'Handler', occurredAt: at } }),
        on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u3', role: 'Handler', occurredAt: at } }),
        on(chatStreamId('o1'), { type: 'UserUnassignedFromChat', data: { chatId: 'o1', userId: 'u2', occurredAt: later } }),
      )
      .when(chatProjector);
    expect(await spec.thenRows('select chat_id, user_id, role from chat_assignees order by user_id')).toEqual([
      { chat_id: 'o1', user_id: 'u1', role: 'Requester' },
      { chat_id: 'o1', user_id: 'u3', role: 'Handler' },
    ]);
  });

  test('given someone assigned and unassigned in one batch, when the projector handles it, then they are not assigned', async () => {
    await spec
      .given(
        on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u1', role: 'Requester', occurredAt: at } }),
        on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u2', role: 'Handler', occurredAt: at } }),
        on(chatStreamId('o1'), { type: 'UserUnassignedFromChat', data: { chatId: 'o1', userId: 'u2', occurredAt: later } }),
      )
      .when(chatProjector);
    expect(await spec.thenRows('select user_id, role from chat_assignees order by user_id')).toEqual([{ user_id: 'u1', role: 'Requester' }]);
  });

  test('given someone assigned, when one batch assigns them again in another role, unassigns them and assigns them anew, then the last assignment’s role holds', async () => {
    const assigned = (role: 'Handler' | 'Requester'): DomainEvent => ({ type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u1', role, occurredAt: at } });
    await spec.given(on(chatStreamId('o1'), assigned('Requester'))).when(chatProjector);
    await spec.given(on(chatStreamId('o1'), assigned('Handler'))).when(chatProjector);
    expect(await spec.thenRows('select role from chat_assignees')).toEqual([{ role: 'Requester' }]);
    await spec
      .given(on(chatStreamId('o1'), { type: 'UserUnassignedFromChat', data: { chatId: 'o1', userId: 'u1', occurredAt: later } }), on(chatStreamId('o1'), assigned('Handler')), on(chatStreamId('o1'), assigned('Requester')))
      .when(chatProjector);
    expect(await spec.thenRows('select chat_id, user_id, role from chat_assignees')).toEqual([{ chat_id: 'o1', user_id: 'u1', role: 'Handler' }]);
  });

  test('given messages of two chats at the same positions, when the projector handles them, then each chat keeps its own', async () => {
    const inChat = (chatId: string, messageId: string): DomainEvent => ({ ...text(messageId), data: { ...text(messageId).data, chatId } } as DomainEvent);
    await spec.given(on(chatStreamId('o1'), inChat('o1', 'm1')), on(chatStreamId('o2'), inChat('o2', 'm2'))).when(chatProjector);
    expect(await spec.thenRows('select chat_id, message_id, position::int as position from chat_messages order by chat_id')).toEqual([
      { chat_id: 'o1', message_id: 'm1', position: 1 },
      { chat_id: 'o2', message_id: 'm2', position: 1 },
    ]);
  });

  test('given a message and an assignment, when the projector handles them twice, then the rows are the same', async () => {
    const history = spec.given(on(chatStreamId('o1'), text('m1')), on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u2', role: 'Handler', occurredAt: at } }));
    await history.when(chatProjector);
    const before = [await messages(spec), await spec.thenRows('select * from chat_assignees')];
    await history.when(chatProjector);
    expect([await messages(spec), await spec.thenRows('select * from chat_assignees')]).toEqual(before);
    expect(before[0]).toHaveLength(1);
  });

  test('given chat events on a stream of another category, when the projector handles them, then they are ignored', async () => {
    await spec
      .given(on(superOrderStreamId('o1'), text('m1')), on(superOrderStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u2', role: 'Handler', occurredAt: at } }))
      .when(chatProjector);
    expect(await messages(spec)).toEqual([]);
    expect(await spec.thenRows('select * from chat_assignees')).toEqual([]);
  });

  test('given messages and assignees, when the projector is reset, then the chats are empty', async () => {
    await spec.given(on(chatStreamId('o1'), text('m1')), on(chatStreamId('o1'), { type: 'UserAssignedToChat', data: { chatId: 'o1', userId: 'u2', role: 'Handler', occurredAt: at } })).when(chatProjector);
    await spec.db.transaction((tx) => chatProjector.reset(tx));
    expect(await messages(spec)).toEqual([]);
    expect(await spec.thenRows('select * from chat_assignees')).toEqual([]);
  });
});
