import type { CompanyRecord, UserRecord } from '@pcbm/domain';
import { companiesOfUsers, type CompanyRow, type UserRow } from '@pcbm/projections/queries';
import type { SqlClient } from '@pcbm/platform';

export type { CompanyRow, UserRow };

export const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const isoOf = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** A person as the accounts read model holds them, in the shape their stream records them. */
export const userRecordOfRow = (row: UserRow): UserRecord => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  locale: row.locale as UserRecord['locale'],
  createdOn: isoOf(row.created_on),
  profile: json<UserRecord['profile']>(row.profile as UserRecord['profile'] | string) ?? {},
  orderingChoice: row.ordering_choice as UserRecord['orderingChoice'],
});

/** A company as the accounts read model holds it, in the shape its stream records it. */
export const companyRecordOfRow = (row: CompanyRow): CompanyRecord => ({
  id: row.id,
  name: row.name,
  legalName: row.legal_name,
  industry: row.industry,
  billingAddress: json<CompanyRecord['billingAddress']>(row.billing_address as string | null),
  shippingAddress: json<CompanyRecord['shippingAddress']>(row.shipping_address as string | null),
  vatNumber: row.vat_number,
  createdOn: isoOf(row.created_on),
  profile: json<CompanyRecord['profile']>(row.profile as CompanyRecord['profile'] | string) ?? {},
});

/** The companies of several people, each person's in the order they joined them, as records: one query for a page of people. */
export async function companyRecordsByUser(db: SqlClient, userIds: readonly string[]): Promise<ReadonlyMap<string, CompanyRecord[]>> {
  const byUser = new Map<string, CompanyRecord[]>(userIds.map((id) => [id, []]));
  for (const { user_id: userId, ...row } of await companiesOfUsers(db, userIds)) byUser.get(userId)?.push(companyRecordOfRow(row));
  return byUser;
}

/** The companies a person belongs to, in the order they joined, as records. */
export const companyRecordsOf = async (db: SqlClient, userId: string): Promise<CompanyRecord[]> => (await companyRecordsByUser(db, [userId])).get(userId) ?? [];
