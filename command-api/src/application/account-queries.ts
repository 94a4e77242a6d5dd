export type { CompanyRow, UserRow } from '@pcbm/projections/queries';

export const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
