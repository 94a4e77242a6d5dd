import type { SqlClient } from '@pcbm/platform';

/** A chat message as the table stores it. */
export interface ChatMessageRow {
  message_id: string;
  position: string;
  kind: string;
  sender_id: string | null;
  sender_role: string;
  body: Record<string, unknown> | string;
  created_on: Date | string;
}

/** The table chat messages are paged from, by position, and the condition that picks one chat's messages. */
export const CHAT_MESSAGES = { table: 'chat_messages', ofChat: 'chat_id = $1' } as const;

/** Unread messages of one chat for one person: everything after what they last fetched, not written by them. */
export async function unreadCount(db: SqlClient, chatId: string, userId: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `select count(*)::int as unread from chat_messages m
     where m.chat_id = $1 and coalesce(m.sender_id, '') <> $2
       and m.position > coalesce((select read_position from chat_reads r where r.chat_id = $1 and r.user_id = $2), 0)`,
    [chatId, userId],
  );
  return rows[0].unread;
}

/** Who is assigned to a chat, and on which side. */
export async function chatAssignees(db: SqlClient, chatId: string): Promise<{ user_id: string; role: string }[]> {
  return (await db.query<{ user_id: string; role: string }>('select user_id, role from chat_assignees where chat_id = $1 order by user_id', [chatId])).rows;
}

/** Records that a person has read a chat up to a position; never moves back. */
export async function markChatRead(db: SqlClient, chatId: string, userId: string, position: string | number): Promise<void> {
  await db.query(
    `insert into chat_reads (chat_id, user_id, read_position) values ($1, $2, $3)
         on conflict (chat_id, user_id) do update set read_position = greatest(chat_reads.read_position, excluded.read_position)`,
    [chatId, userId, position],
  );
}

/** How many messages each given chat has. */
export async function chatMessageCounts(db: SqlClient, chatIds: readonly string[]): Promise<{ chat_id: string; messages: string | number }[]> {
  const { rows } = await db.query<{ chat_id: string; messages: string | number }>(
    'select chat_id, count(*) as messages from chat_messages where chat_id = any($1) group by chat_id',
    [chatIds],
  );
  return rows;
}
