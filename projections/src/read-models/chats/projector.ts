import { CHAT_EVENTS, domainEventOf, isEventOf, isStreamOf, type ChatEvent } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, ResetOptions, SqlClient } from '@pcbm/platform';
import { READ_MODEL_BATCHES_PER_COMMIT } from '../batches-per-commit';
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
  ['chat_id', 'position'],
  [],
);
const assignees = table<AssigneeRow>('chat_assignees', { chat_id: 'text', user_id: 'text', role: 'text' }, ['chat_id', 'user_id'], []);

type MessageEvent = Extract<ChatEvent, { type: 'TextMessageSent' | 'FileMessageSent' | 'SystemMessageAdded' }>;

/** Who wrote a message (nobody, for the system) and what it holds. */
function contentOf(message: MessageEvent): Pick<MessageRow, 'kind' | 'sender_id' | 'sender_role' | 'body'> {
  switch (message.type) {
    case 'TextMessageSent':
      return { kind: 'text', sender_id: message.data.senderId, sender_role: message.data.senderRole, body: JSON.stringify({ text: message.data.text }) };
    case 'FileMessageSent': {
      const { senderId, senderRole, fileId, filename, fileDescription } = message.data;
      return { kind: 'file', sender_id: senderId, sender_role: senderRole, body: JSON.stringify({ fileId, filename, fileDescription }) };
    }
    case 'SystemMessageAdded':
      return { kind: message.data.message.kind, sender_id: null, sender_role: 'System', body: JSON.stringify(message.data.message) };
  }
}

/**
 * A message as the chat shows it. Written out column by column: spreading a shared part into each row cost about
 * 4 µs a message, a tenth of a rebuild's time.
 */
function messageRow(message: MessageEvent, position: number): MessageRow {
  const { chatId, messageId, occurredAt } = message.data;
  const { kind, sender_id, sender_role, body } = contentOf(message);
  return { message_id: messageId, chat_id: chatId, position, kind, sender_id, sender_role, body, created_on: occurredAt };
}

/** The messages of every order's chat, in their order. */
export const chatProjector: EventProcessor = {
  name: READ_MODELS.chats,
  batchesPerCommit: READ_MODEL_BATCHES_PER_COMMIT,
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
  async reset(tx: SqlClient, options?: ResetOptions) {
    if (options?.replacing) {
      // Row by row, so readers keep the old rows until the rebuild commits.
      await tx.query('delete from chat_messages');
      await tx.query('delete from chat_assignees');
      return;
    }
    // Emptied at once: a rebuild then writes into clean tables instead of beside every deleted row.
    await tx.query('truncate chat_messages, chat_assignees');
  },
};
