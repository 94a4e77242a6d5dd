import { table } from '../table-batch';
import type { CompanyRow as StoredCompany, UserRow as StoredUser } from './queries';

/** The account tables' rows as a batch changes them: the rows the queries read, with jsonb columns as their JSON text. */
export type UserRow = Omit<StoredUser, 'profile'> & { profile: string };

export type CompanyRow = Omit<StoredCompany, 'profile' | 'billing_address' | 'shipping_address'> & {
  profile: string;
  billing_address: string | null;
  shipping_address: string | null;
};

export interface MemberRow {
  company_id: string;
  user_id: string;
  added_on: string | Date;
}

export interface ManufacturerRow {
  id: string;
  company_id: string;
  allow_matching: boolean;
  created_on: string | Date;
  capabilities: string | null;
}

export interface ExportSettingsRow {
  owner: string;
  owner_id: string;
  settings: string;
}

export interface NdaRow {
  company_id: string;
  file_id: string;
  signed_by_id: string;
  locale: string;
  signed_on: string | Date;
}

export const users = table<UserRow>(
  'users',
  { id: 'text', username: 'text', email: 'text', first_name: 'text', last_name: 'text', locale: 'text', created_on: 'timestamptz', profile: 'jsonb', ordering_choice: 'text' },
  ['id'],
  ['username', 'email', 'first_name', 'last_name', 'locale', 'profile', 'ordering_choice'],
);

export const companies = table<CompanyRow>(
  'companies',
  { id: 'text', name: 'text', legal_name: 'text', industry: 'text', billing_address: 'jsonb', shipping_address: 'jsonb', vat_number: 'text', created_on: 'timestamptz', profile: 'jsonb' },
  ['id'],
  ['name', 'legal_name', 'industry', 'billing_address', 'shipping_address', 'profile'],
);

export const members = table<MemberRow>('company_members', { company_id: 'text', user_id: 'text', added_on: 'timestamptz' }, ['company_id', 'user_id'], []);

export const manufacturers = table<ManufacturerRow>(
  'manufacturers',
  { id: 'text', company_id: 'text', allow_matching: 'boolean', created_on: 'timestamptz', capabilities: 'jsonb' },
  ['id'],
  ['allow_matching', 'capabilities'],
);

export const exportSettings = table<ExportSettingsRow>('export_settings', { owner: 'text', owner_id: 'text', settings: 'jsonb' }, ['owner', 'owner_id'], ['settings']);

export const ndas = table<NdaRow>(
  'company_ndas',
  { company_id: 'text', file_id: 'text', signed_by_id: 'text', locale: 'text', signed_on: 'timestamptz' },
  ['company_id'],
  ['file_id', 'signed_by_id', 'locale', 'signed_on'],
);
