import { graphql, type ResultOf, type VariablesOf } from '@pcbm/web-kit/graphql/graphql';
import { ManufacturerCapabilityFields } from '@pcbm/web-kit/graphql/manufacturer-capabilities';

/** A row of the producers list: the company, whether it is matched, and what it builds and where in brief. */
export const ManufacturerRowFields = graphql(`
  fragment AdminManufacturerRowFields on ManufacturerPublicAttributes {
    id
    companyId
    company { id name }
    allowMatching
    orderTypes
    supportedServices
    certificates
    factoryCountries
    headquarterAddress { city country }
  }
`);

export const ManufacturersQuery = graphql(
  `
  query AdminManufacturers($first: Int, $last: Int, $after: String, $before: String) {
    adminGetAllManufacturers(first: $first, last: $last, after: $after, before: $before) {
      totalCount
      edges { cursor node { ...AdminManufacturerRowFields } }
    }
  }
`,
  [ManufacturerRowFields],
);

/** Everything of a producer: capabilities, locations and its instant pricing setup in brief. */
export const ManufacturerQuery = graphql(
  `
  query AdminManufacturer($id: ID!) {
    fetchManufacturerBaseAttributedWithPricing(id: $id) {
      ...ManufacturerCapabilityFields
      companyId
      employeeCount
      factoryCountries
      orderPricing { market { mode supportsPricing } whitelabel { mode supportsPricing } }
    }
  }
`,
  [ManufacturerCapabilityFields],
);

/** The companies an admin can make a producer of (none that is one already), by a part of their name. */
export const CompanyNamesQuery = graphql(`
  query AdminCompanyNames($search: String, $first: Int) {
    adminGetAllCompanyNames(search: $search, first: $first, withoutManufacturer: true) { id name }
  }
`);

export const CreateManufacturerMutation = graphql(`
  mutation AdminCreateManufacturer($companyId: ID!, $manufacturer: ManufacturerInput!) {
    createManufacturer(companyId: $companyId, manufacturer: $manufacturer)
  }
`);

export const UpdateManufacturerMutation = graphql(`
  mutation AdminUpdateManufacturer($id: ID!, $manufacturer: ManufacturerInput!) {
    updateManufacturer(id: $id, manufacturer: $manufacturer)
  }
`);

export type ManufacturerRow = ResultOf<typeof ManufacturerRowFields>;
export type Manufacturer = ResultOf<typeof ManufacturerQuery>['fetchManufacturerBaseAttributedWithPricing'];
export type ManufacturerInput = VariablesOf<typeof UpdateManufacturerMutation>['manufacturer'];
export type AddressInput = ManufacturerInput['headquarterAddress'];

