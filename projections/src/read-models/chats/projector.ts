import { CHAT_EVENTS, domainEventOf, isEventOf, isStreamOf } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '../read-model-names';

/** The messages of every order's chat, in their order. */
export const chatProjector: EventProcessor = {
  name: READ_MODELS.chats,
  async handle(event: RecordedEvent, tx: SqlClient) {
    if (!isStreamOf(event.streamId, 'chat')) return;
    const chatEvent = domainEventOf(event);
    if (!isEventOf(CHAT_EVENTS, chatEvent)) return;
    if (chatEvent.type === 'UserAssignedToChat' || chatEvent.type === 'UserUnassignedFromChat') {
      const { chatId, userId } = chatEvent.data;
      if (chatEvent.type === 'UserAssignedToChat') {
        await tx.query('insert into chat_assignees (chat_id, user_id, role) values ($1, $2, $3) on conflict do nothing', [chatId, userId, chatEvent.data.role]);
      } else await tx.query('delete from chat_assignees where chat_id = $1 and user_id = $2', [chatId, userId]);
      return;
    }
    const { data } = chatEvent;
    const [kind, senderId, senderRole, body] =
      chatEvent.type === 'TextMessageSent'
        ? ['text', chatEvent.data.senderId, chatEvent.data.senderRole, { text: chatEvent.data.text }]
        : chatEvent.type === 'FileMessageSent'
          ? ['file', chatEvent.data.senderId, chatEvent.data.senderRole, { fileId: chatEvent.data.fileId, filename: chatEvent.data.filename, fileDescription: chatEvent.data.fileDescription }]
          : [chatEvent.data.message.kind, null, 'System', chatEvent.data.message];
    await tx.query(
      `insert into chat_messages (message_id, chat_id, position, kind, sender_id, sender_role, body, created_on)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) on conflict (message_id) do nothing`,
      [data.messageId, data.chatId, event.streamPosition, kind, senderId, senderRole, JSON.stringify(body), data.occurredAt],
    );
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from chat_messages');
    await tx.query('delete from chat_assignees');
  },
};
