import type { ExportSettings, ManufacturerCapabilities } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  profile: Record<string, unknown> | string;
  ordering_choice: string | null;
  created_on: Date | string;
}

export interface CompanyRow {
  id: string;
  name: string;
  legal_name: string;
  industry: string | null;
  billing_address: unknown;
  shipping_address: unknown;
  vat_number: string | null;
  profile: Record<string, unknown> | string;
  created_on: Date | string;
}

/** A user's name and contact, as an order shows who placed it. */
export interface UserContactRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
}

/** A producer with the name of its company. */
export interface ManufacturerListRow {
  id: string;
  company_id: string;
  name: string;
  allow_matching: boolean;
}

/** A producer's public profile: its company, capabilities, head count, and the company's size band and founding year. */
export interface ManufacturerProfileRow extends ManufacturerListRow {
  capabilities: ManufacturerCapabilities | string | null;
  employees: number;
  company_size: string | null;
  founding_year: string | null;
}

/** A producer as matching weighs it. */
export interface MatchingProducerRow {
  id: string;
  name: string;
  allow_matching: boolean;
  capabilities: ManufacturerCapabilities | string | null;
}

export interface CompanyNdaRow {
  company_id: string;
  file_id: string;
  signed_by_id: string;
  locale: string;
  signed_on: Date | string;
}

export async function findUser(db: SqlClient, id: string): Promise<UserRow | null> {
  return (await db.query<UserRow>('select * from users where id = $1', [id])).rows[0] ?? null;
}

/** A user by email or username, compared without case. */
export async function findUserByLogin(db: SqlClient, emailOrUsername: string): Promise<UserRow | null> {
  const login = emailOrUsername.trim().toLowerCase();
  return (await db.query<UserRow>('select * from users where lower(email) = $1 or lower(username) = $1 limit 1', [login])).rows[0] ?? null;
}

/**
 * Whether a person other than `userId` has this email address, or signs in with it as their username, compared
 * without case.
 */
export async function isEmailOfAnotherUser(db: SqlClient, email: string, userId: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const { rows } = await db.query('select 1 from users where (lower(email) = $1 or lower(username) = $1) and id <> $2 limit 1', [address, userId]);
  return rows.length > 0;
}

/** The people of the given ids, in no particular order. */
export async function findUsers(db: SqlClient, ids: readonly string[]): Promise<UserRow[]> {
  return (await db.query<UserRow>('select * from users where id = any($1)', [ids])).rows;
}

/** The name and contact of each given person; people not found are missing. */
export async function userContacts(db: SqlClient, ids: readonly string[]): Promise<UserContactRow[]> {
  return (await db.query<UserContactRow>('select id, username, email, first_name, last_name, locale from users where id = any($1)', [ids])).rows;
}

export async function userLocale(db: SqlClient, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ locale: string }>('select locale from users where id = $1', [userId]);
  return rows[0]?.locale ?? null;
}

export async function usernames(db: SqlClient, userIds: readonly string[]): Promise<{ id: string; username: string }[]> {
  return (await db.query<{ id: string; username: string }>('select id, username from users where id = any($1)', [userIds])).rows;
}

/** The companies of people (one or a page of them), each row with its person, in the order each joined them. */
export async function companiesOfUsers(db: SqlClient, userIds: readonly string[]): Promise<(CompanyRow & { user_id: string })[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<CompanyRow & { user_id: string }>(
    'select m.user_id, c.* from companies c join company_members m on m.company_id = c.id where m.user_id = any($1) order by m.added_on, c.id',
    [userIds],
  );
  return rows;
}

/** A user's companies, in the order they joined, and their producer profiles by id: what every request of the user is decided with, in one query. */
export async function membershipsOf(db: SqlClient, userId: string): Promise<{ companyIds: string[]; manufacturerIds: string[] }> {
  const { rows } = await db.query<{ company_ids: string[]; manufacturer_ids: string[] }>(
    `select coalesce((select array_agg(company_id order by added_on, company_id) from company_members where user_id = $1), '{}') as company_ids,
            coalesce((select array_agg(m.id order by m.id) from manufacturers m
                        where m.company_id in (select company_id from company_members where user_id = $1)), '{}') as manufacturer_ids`,
    [userId],
  );
  return { companyIds: rows[0].company_ids, manufacturerIds: rows[0].manufacturer_ids };
}

/** The head count of each company a user belongs to. */
export async function memberCountsOfCompaniesOf(db: SqlClient, userId: string): Promise<{ company_id: string; members: number }[]> {
  const { rows } = await db.query<{ company_id: string; members: number }>(
    `select company_id, count(*)::int as members from company_members
       where company_id in (select company_id from company_members where user_id = $1) group by company_id`,
    [userId],
  );
  return rows;
}

export async function findCompany(db: SqlClient, id: string): Promise<CompanyRow | null> {
  return (await db.query<CompanyRow>('select * from companies where id = $1', [id])).rows[0] ?? null;
}

/** The names of companies, deleted ones with the name they had: requests and their histories keep naming the company they were placed as. */
export async function companyNames(db: SqlClient, companyIds: readonly string[]): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'select id, name from companies where id = any($1) union all select id, name from deleted_companies where id = any($1)',
    [companyIds],
  );
  return rows;
}

/** Whether a company runs a producer. */
export async function isProducerCompany(db: SqlClient, companyId: string): Promise<boolean> {
  const { rows } = await db.query<{ producer: boolean }>('select exists (select 1 from manufacturers where company_id = $1) as producer', [companyId]);
  return rows[0].producer;
}

/** What a search for companies by name asks: a part of the name (any case), how many at most, and whether producers count. */
export interface CompanyNameSearch {
  readonly search?: string | null;
  readonly limit?: number | null;
  readonly withoutManufacturer?: boolean;
}

/** Companies by name (every one, without a search or a limit), alphabetically; read by the index on the name. */
export async function allCompanyNames(db: SqlClient, { search = null, limit = null, withoutManufacturer = false }: CompanyNameSearch = {}): Promise<{ id: string; name: string }[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const { rows } = await db.query<{ id: string; name: string }>(
    `select c.id, c.name from companies c
     where ($1::text is null or c.name ilike $1::text)
       and (not $2::boolean or not exists (select 1 from manufacturers m where m.company_id = c.id))
     order by c.name, c.id limit $3::int`,
    [pattern, withoutManufacturer, limit],
  );
  return rows;
}

/** The members of companies (one or a page of them), each with its company, in the order they joined. */
export async function membersOfCompanies(db: SqlClient, companyIds: readonly string[]): Promise<(UserRow & { company_id: string })[]> {
  if (companyIds.length === 0) return [];
  const { rows } = await db.query<UserRow & { company_id: string }>(
    'select m.company_id, u.* from users u join company_members m on m.user_id = u.id where m.company_id = any($1) order by m.added_on, u.id',
    [companyIds],
  );
  return rows;
}

/** Whether an image belongs to a user or a company. */
export async function isUserOrCompany(db: SqlClient, id: string): Promise<boolean> {
  return (await db.query('select 1 from users where id = $1 union all select 1 from companies where id = $1', [id])).rows.length > 0;
}

export async function manufacturerExists(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from manufacturers where id = $1', [id]);
  return rows.length > 0;
}

/** Which of the given producers exist. */
export async function existingManufacturerIds(db: SqlClient, ids: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('select id from manufacturers where id = any($1)', [ids]);
  return rows.map((row) => row.id);
}

/** The producers of the given ids with their company's name; ids not found are missing. */
export async function findManufacturers(db: SqlClient, ids: readonly string[]): Promise<ManufacturerListRow[]> {
  const { rows } = await db.query<ManufacturerListRow>(
    'select m.id, m.company_id, c.name, m.allow_matching from manufacturers m join companies c on c.id = m.company_id where m.id = any($1)',
    [ids],
  );
  return rows;
}

/** Every producer, by company name. */
export async function allManufacturers(db: SqlClient): Promise<ManufacturerListRow[]> {
  const { rows } = await db.query<ManufacturerListRow>(
    `select m.id, m.company_id, c.name, m.allow_matching from manufacturers m join companies c on c.id = m.company_id
     order by c.name, m.id`,
  );
  return rows;
}

const PROFILE_COLUMNS = `m.id, m.company_id, c.name, m.allow_matching, m.capabilities,
  (select count(*)::int from company_members cm where cm.company_id = m.company_id) as employees,
  c.profile->>'companySize' as company_size, c.profile->>'foundingYear' as founding_year`;

export async function manufacturerProfile(db: SqlClient, id: string): Promise<ManufacturerProfileRow | null> {
  const { rows } = await db.query<ManufacturerProfileRow>(`select ${PROFILE_COLUMNS} from manufacturers m join companies c on c.id = m.company_id where m.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The profiles of several producers at once, in no particular order; ids that are no producer are left out. */
export async function manufacturerProfiles(db: SqlClient, ids: readonly string[]): Promise<ManufacturerProfileRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ManufacturerProfileRow>(`select ${PROFILE_COLUMNS} from manufacturers m join companies c on c.id = m.company_id where m.id = any($1)`, [ids]);
  return rows;
}

/** The name of a producer's company. */
export async function manufacturerName(db: SqlClient, id: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('select c.name from manufacturers m join companies c on c.id = m.company_id where m.id = $1', [id]);
  return rows[0]?.name ?? null;
}

/** Every producer with its capabilities, by company name. */
export async function matchingProducerRows(db: SqlClient): Promise<MatchingProducerRow[]> {
  const { rows } = await db.query<MatchingProducerRow>(
    'select m.id, c.name, m.allow_matching, m.capabilities from manufacturers m join companies c on c.id = m.company_id order by c.name, m.id',
  );
  return rows;
}

/** The members of a producer's company, in the order they joined. */
export async function producerMemberIds(db: SqlClient, manufacturerId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    'select cm.user_id from company_members cm join manufacturers m on m.company_id = cm.company_id where m.id = $1 order by cm.added_on',
    [manufacturerId],
  );
  return rows.map((row) => row.user_id);
}

/** The companies on both sides of an order's chat: the requesting company (deleted or not) and the producer's company. */
export async function chatSideCompanies(db: SqlClient, asCompanyId: string | null, manufacturerId: string): Promise<{ side: string; id: string; name: string }[]> {
  const { rows } = await db.query<{ side: string; id: string; name: string }>(
    `select 'Requester' as side, c.id, c.name from companies c where c.id = $1
       union all select 'Requester' as side, d.id, d.name from deleted_companies d where d.id = $1
       union all select 'Handler' as side, c.id, c.name from companies c join manufacturers m on m.company_id = c.id where m.id = $2`,
    [asCompanyId, manufacturerId],
  );
  return rows;
}

/** Export settings stored for a person or a company, as stored. */
export async function storedExportSettings(db: SqlClient, owner: 'user' | 'company', ownerId: string): Promise<ExportSettings | string | undefined> {
  const { rows } = await db.query<{ settings: ExportSettings | string }>('select settings from export_settings where owner = $1 and owner_id = $2', [owner, ownerId]);
  return rows[0]?.settings;
}

/** Per company: the producer it runs (the first one made, or null) and the file of its signed NDA (or null). */
export interface CompanyProducerAndNdaRow {
  id: string;
  manufacturer_id: string | null;
  nda_file_id: string | null;
}

/** The producer and the signed NDA of several companies at once; ids that are no company are left out. */
export async function companyProducersAndNdas(db: SqlClient, ids: readonly string[]): Promise<CompanyProducerAndNdaRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CompanyProducerAndNdaRow>(
    `select c.id, (select m.id from manufacturers m where m.company_id = c.id order by m.created_on, m.id limit 1) as manufacturer_id, n.file_id as nda_file_id
     from companies c left join company_ndas n on n.company_id = c.id where c.id = any($1)`,
    [ids],
  );
  return rows;
}

export async function companyNda(db: SqlClient, companyId: string): Promise<CompanyNdaRow | null> {
  const { rows } = await db.query<CompanyNdaRow>('select * from company_ndas where company_id = $1', [companyId]);
  return rows[0] ?? null;
}
