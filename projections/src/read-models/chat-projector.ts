import type { ChatEvent } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';

/** The messages of every order's chat, in their order. */
export const chatProjector: EventProcessor = {
  name: 'chats',
  async handle(event: RecordedEvent, tx: SqlClient) {
    if (!event.streamId.startsWith('chat-')) return;
    const { type, data } = { type: event.type, data: event.data } as ChatEvent;
    const [kind, senderId, senderRole, body] =
      type === 'TextMessageSent' ? ['text', data.senderId, data.senderRole, { text: data.text }] : [data.message.kind, null, 'System', data.message];
    await tx.query(
      `insert into chat_messages (message_id, chat_id, position, kind, sender_id, sender_role, body, created_on)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) on conflict (message_id) do nothing`,
      [data.messageId, data.chatId, event.streamPosition, kind, senderId, senderRole, JSON.stringify(body), data.occurredAt],
    );
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from chat_messages');
  },
};
