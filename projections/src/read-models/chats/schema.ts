/** Chat messages by position, who is assigned to each chat, and how far each person has read. */
export const chatsSchema: readonly string[] = [
  `create table if not exists chat_messages (
     message_id text primary key,
     chat_id text not null,
     position bigint not null,
     kind text not null,
     sender_id text,
     sender_role text not null,
     body jsonb not null,
     created_on timestamptz not null
   )`,
  `create index if not exists chat_messages_chat on chat_messages (chat_id, position)`,
  `create table if not exists chat_assignees (chat_id text not null, user_id text not null, role text not null, primary key (chat_id, user_id))`,
  `create table if not exists chat_reads (chat_id text not null, user_id text not null, read_position bigint not null, primary key (chat_id, user_id))`,
];
