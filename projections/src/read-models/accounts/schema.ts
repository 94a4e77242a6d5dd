import { ACCOUNT_COUNTS_SCHEMA } from './account-counts';

/** Users, companies, their members, manufacturer profiles, export settings, signed NDAs and the names of deleted companies. */
export const accountsSchema: readonly string[] = [
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
  `create table if not exists export_settings (owner text not null, owner_id text not null, settings jsonb not null, primary key (owner, owner_id))`,
  `create table if not exists company_ndas (company_id text primary key, file_id text not null, signed_by_id text not null, locale text not null, signed_on timestamptz not null)`,
  // Companies their members deleted, with the name they had: the requests placed as them keep naming them.
  `create table if not exists deleted_companies (id text primary key, name text not null, deleted_on timestamptz not null)`,
  `create index if not exists users_email on users (lower(email))`,
  `create index if not exists users_username on users (lower(username))`,
  // The admin's lists of users and of companies, newest first, read a page's worth of rows by these.
  `create index if not exists users_created on users (created_on desc, id desc)`,
  `create index if not exists companies_created on companies (created_on desc, id desc)`,
  // Companies by name: the admin's search for the company to make a producer reads a page's worth in name order.
  `create index if not exists companies_name on companies (name, id)`,
  ...ACCOUNT_COUNTS_SCHEMA,
];
