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

export const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export async function findUser(db: SqlClient, id: string): Promise<UserRow | null> {
  return (await db.query<UserRow>('select * from users where id = $1', [id])).rows[0] ?? null;
}

/** A user by email or username, compared without case. */
export async function findUserByLogin(db: SqlClient, emailOrUsername: string): Promise<UserRow | null> {
  const login = emailOrUsername.trim().toLowerCase();
  return (await db.query<UserRow>('select * from users where lower(email) = $1 or lower(username) = $1 limit 1', [login])).rows[0] ?? null;
}

export async function companiesOf(db: SqlClient, userId: string): Promise<CompanyRow[]> {
  return (
    await db.query<CompanyRow>(
      'select c.* from companies c join company_members m on m.company_id = c.id where m.user_id = $1 order by m.added_on, c.id',
      [userId],
    )
  ).rows;
}

export async function findCompany(db: SqlClient, id: string): Promise<CompanyRow | null> {
  return (await db.query<CompanyRow>('select * from companies where id = $1', [id])).rows[0] ?? null;
}
