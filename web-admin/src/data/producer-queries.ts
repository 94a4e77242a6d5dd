import { graphql } from '@pcbm/web-kit/graphql/graphql';

/** Every producer with its company's name; the API answers them all at once. */
export const ProducersQuery = graphql(`
  query AdminProducers {
    adminGetAllManufacturersWithCompanyName { id company { id name } }
  }
`);

/**
 * Producers by their company's name, alphabetically in `locale` (the browser's when none is given); producers of
 * the same name keep a fixed order by id.
 */
export function byCompanyName<Producer extends { readonly id: string; readonly company: { readonly name: string } }>(producers: readonly Producer[], locale?: string): Producer[] {
  return [...producers].sort((a, b) => a.company.name.localeCompare(b.company.name, locale) || a.id.localeCompare(b.id));
}
