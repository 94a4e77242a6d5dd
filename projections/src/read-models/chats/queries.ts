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

/**
 * The messages of others in each given chat that the person has not fetched yet, one row per chat. The person's read
 * mark is found by its key (chat, person), and each chat's count reads only the messages after it, from the key
 * (chat, position): a list page with long chats its viewer has read costs a few index entries per chat, instead of
 * every message of every chat on the page and every read mark of the person.
 */
export async function unreadCounts(db: SqlClient, chatIds: readonly string[], userId: string): Promise<{ chat_id: string; unread: number }[]> {
  const { rows } = await db.query<{ chat_id: string; unread: number }>(
    `select c.chat_id, count(m.position)::int as unread
     from unnest($1::text[]) as c (chat_id)
     left join chat_reads r on r.chat_id = c.chat_id and r.user_id = $2
     left join chat_messages m on m.chat_id = c.chat_id and m.position > coalesce(r.read_position, 0) and coalesce(m.sender_id, '') <> $2
     group by c.chat_id`,
    [chatIds, userId],
  );
  return rows;
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
