import type { SqlClient } from '@pcbm/platform';

/** Read-model tables, named as the spec names what they hold. */
const statements = [
  `create table if not exists super_orders (
     id text primary key,
     name text not null,
     placed_by_id text not null,
     as_company_id text,
     from_whitelabel_id text,
     created_on timestamptz not null,
     updated_on timestamptz not null,
     document jsonb not null
   )`,
  `create index if not exists super_orders_placed_by on super_orders (placed_by_id, created_on desc, id desc)`,
  `create index if not exists super_orders_as_company on super_orders (as_company_id, created_on desc, id desc)`,
  `create index if not exists super_orders_created on super_orders (created_on desc, id desc)`,
  `create table if not exists orders (
     id text primary key,
     super_order_id text not null,
     manufacturer_id text not null,
     status text not null,
     response_deadline timestamptz,
     from_whitelabel_id text,
     created_on timestamptz not null,
     updated_on timestamptz not null
   )`,
  `create index if not exists orders_manufacturer on orders (manufacturer_id, created_on desc, id desc)`,
  `create index if not exists orders_super_order on orders (super_order_id)`,
  `create table if not exists users (
     id text primary key,
     username text not null,
     email text not null,
     first_name text not null,
     last_name text not null,
     locale text not null,
     created_on timestamptz not null
   )`,
  `create table if not exists companies (
     id text primary key,
     name text not null,
     legal_name text not null,
     created_on timestamptz not null
   )`,
  `create table if not exists company_members (
     company_id text not null,
     user_id text not null,
     added_on timestamptz not null,
     primary key (company_id, user_id)
   )`,
  `create index if not exists company_members_user on company_members (user_id)`,
  `create table if not exists manufacturers (
     id text primary key,
     company_id text not null,
     allow_matching boolean not null,
     created_on timestamptz not null
   )`,
  `create index if not exists manufacturers_company on manufacturers (company_id)`,
  `alter table users add column if not exists profile jsonb not null default '{}'`,
  `alter table users add column if not exists ordering_choice text`,
  `alter table companies add column if not exists industry text`,
  `alter table companies add column if not exists billing_address jsonb`,
  `alter table companies add column if not exists shipping_address jsonb`,
  `alter table companies add column if not exists vat_number text`,
  `alter table companies add column if not exists profile jsonb not null default '{}'`,
  `alter table manufacturers add column if not exists capabilities jsonb`,
  `create table if not exists shops (
     id text primary key,
     hostname text not null unique,
     manufacturer_id text not null,
     authentication_client text not null,
     css_displaying_hints jsonb not null default '[]',
     supported_services jsonb not null default '[]',
     legal_attributes jsonb not null default '{}',
     logo_file_id text,
     created_on timestamptz not null
   )`,
  `create table if not exists export_settings (owner text not null, owner_id text not null, settings jsonb not null, primary key (owner, owner_id))`,
  `create table if not exists signup_reminders (id text primary key, email text not null, locale text not null, key_hash text not null unique, created_on timestamptz not null)`,
  `create table if not exists company_ndas (company_id text primary key, file_id text not null, signed_by_id text not null, locale text not null, signed_on timestamptz not null)`,
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
  // What the chat announcer has announced, by cause: its memory, so a replay announces nothing twice.
  `create table if not exists chat_announcements (cause_event_id text not null, chat_id text not null, message_index int not null, primary key (cause_event_id, chat_id, message_index))`,
  `create index if not exists users_email on users (lower(email))`,
  `create index if not exists users_username on users (lower(username))`,
];

/** Creates the read-model tables when they are missing. */
export async function ensureReadModelSchema(db: SqlClient): Promise<void> {
  for (const statement of statements) await db.query(statement);
}
