/** White-label shops: their host, producer, sign-in client and look. */
export const shopsSchema: readonly string[] = [
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
];
