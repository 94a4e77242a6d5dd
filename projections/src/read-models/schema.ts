import type { SqlClient } from '@pcbm/platform';
import { accountsSchema } from './accounts/schema';
import { bomSheetsSchema } from './bom-sheets/schema';
import { chatsSchema } from './chats/schema';
import { ordersSchema } from './orders/schema';
import { shopsSchema } from './shops/schema';
import { signupRemindersSchema } from './signup-reminders/schema';

/** Read-model tables, named as the spec names what they hold. */
const statements = [
  // What the chat announcer has announced, by cause: its memory, so a replay announces nothing twice.
  `create table if not exists chat_announcements (cause_event_id text not null, chat_id text not null, message_index int not null, primary key (cause_event_id, chat_id, message_index))`,
  ...ordersSchema,
  ...accountsSchema,
  ...shopsSchema,
  ...chatsSchema,
  ...signupRemindersSchema,
  ...bomSheetsSchema,
];

/** Creates the read-model tables when they are missing. */
export async function ensureReadModelSchema(db: SqlClient): Promise<void> {
  for (const statement of statements) await db.query(statement);
}
