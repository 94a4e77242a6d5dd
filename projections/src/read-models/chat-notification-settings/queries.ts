import type { SqlClient } from '@pcbm/platform';

/**
 * Whether a person gets mails about new messages in an order's chat (on unless switched off). The settings are kept
 * by the chat notification reactor, which reads them when it mails (table in reactors/notification-schema.ts).
 */
export async function chatNotificationSubscribed(db: SqlClient, chatId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ subscribed: boolean }>('select subscribed from chat_notification_settings where chat_id = $1 and user_id = $2', [chatId, userId]);
  return rows[0]?.subscribed ?? true;
}

/** Which of the chats a person switched off; the others they get mails about. */
export async function chatsUnsubscribed(db: SqlClient, chatIds: readonly string[], userId: string): Promise<string[]> {
  if (chatIds.length === 0) return [];
  const { rows } = await db.query<{ chat_id: string }>('select chat_id from chat_notification_settings where chat_id = any($1::text[]) and user_id = $2 and not subscribed', [chatIds, userId]);
  return rows.map((row) => row.chat_id);
}
