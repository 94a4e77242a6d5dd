import { CHAT_EVENTS, domainEventOf, isEventOf, isStreamOf, type ChatEvent } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '../read-model-names';
import { table, TableBatch } from '../table-batch';
import { eventsOfStreams } from '../../stream-events';

interface MessageRow {
  message_id: string;
  chat_id: string;
  position: number;
  kind: string;
  sender_id: string | null;
  sender_role: string;
  body: string;
  created_on: string;
}

interface AssigneeRow {
  chat_id: string;
  user_id: string;
  role: string;
}

const messages = table<MessageRow>(
  'chat_messages',
  { message_id: 'text', chat_id: 'text', position: 'bigint', kind: 'text', sender_id: 'text', sender_role: 'text', body: 'jsonb', created_on: 'timestamptz' },
  ['message_id'],
  [],
);
const assignees = table<AssigneeRow>('chat_assignees', { chat_id: 'text', user_id: 'text', role: 'text' }, ['chat_id', 'user_id'], []);

type MessageEvent = Extract<ChatEvent, { type: 'TextMessageSent' | 'FileMessageSent' | 'SystemMessageAdded' }>;

/** A message as the chat shows it: who wrote it (nobody, for the system) and what it holds. */
function messageRow(message: MessageEvent, position: number): MessageRow {
  const { chatId, messageId, occurredAt } = message.data;
  const row = { message_id: messageId, chat_id: chatId, position, created_on: occurredAt };
  switch (message.type) {
    case 'TextMessageSent':
      return { ...row, kind: 'text', sender_id: message.data.senderId, sender_role: message.data.senderRole, body: JSON.stringify({ text: message.data.text }) };
    case 'FileMessageSent': {
      const { senderId, senderRole, fileId, filename, fileDescription } = message.data;
      return { ...row, kind: 'file', sender_id: senderId, sender_role: senderRole, body: JSON.stringify({ fileId, filename, fileDescription }) };
    }
    case 'SystemMessageAdded':
      return { ...row, kind: message.data.message.kind, sender_id: null, sender_role: 'System', body: JSON.stringify(message.data.message) };
  }
}

/** The messages of every order's chat, in their order. */
export const chatProjector: EventProcessor = {
  name: READ_MODELS.chats,
  handles: eventsOfStreams('chat'),
  handle(event: RecordedEvent, tx: SqlClient) {
    return this.handleBatch!([event], tx);
  },
  async handleBatch(events: readonly RecordedEvent[], tx: SqlClient) {
    const messageBatch = new TableBatch(messages);
    const assigneeBatch = new TableBatch(assignees);
    for (const event of events) {
      if (!isStreamOf(event.streamId, 'chat')) continue;
      const chatEvent = domainEventOf(event);
      if (!isEventOf(CHAT_EVENTS, chatEvent)) continue;
      if (chatEvent.type === 'UserAssignedToChat') {
        const { chatId, userId, role } = chatEvent.data;
        assigneeBatch.insert({ chat_id: chatId, user_id: userId, role });
      } else if (chatEvent.type === 'UserUnassignedFromChat') {
        assigneeBatch.remove({ chat_id: chatEvent.data.chatId, user_id: chatEvent.data.userId });
      } else messageBatch.insert(messageRow(chatEvent, event.streamPosition));
    }
    await messageBatch.write(tx);
    await assigneeBatch.write(tx);
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from chat_messages');
    await tx.query('delete from chat_assignees');
  },
};
