import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';
import { CompanySettingsFields } from '@pcbm/web-kit/settings/settings-queries';

export const CompanyFields = graphql(
  `
  fragment AdminCompanyFields on CompanySettings {
    ...CompanySettingsFields
    companyTaxNumber
    socialMedia { kind username }
    createdOn
    manufacturerId
    ndaId
  }
`,
  [CompanySettingsFields],
);

export const CompaniesQuery = graphql(
  `
  query AdminCompanies($first: Int, $last: Int, $after: String, $before: String) {
    adminGetAllCompanies(first: $first, last: $last, after: $after, before: $before) {
      totalCount
      edges { cursor node { ...AdminCompanyFields } }
    }
  }
`,
  [CompanyFields],
);

export const CompanyQuery = graphql(
  `
  query AdminCompany($id: ID!) {
    fetchCompanyForSettings(id: $id) { ...AdminCompanyFields }
  }
`,
  [CompanyFields],
);

export const CompanyNdaQuery = graphql(`
  query AdminCompanyNda($id: ID!) {
    fetchCompanyNdaAttributes(id: $id) { companyId ndaId path signedOn signedBy locale }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation AdminUpdateCompany($companyId: ID!, $company: CompanyUpdateInput!) {
    updateCompany(companyId: $companyId, company: $company)
  }
`);

export type CompanyFieldsOf = ResultOf<typeof CompanyFields>;
export type SignedNda = NonNullable<ResultOf<typeof CompanyNdaQuery>['fetchCompanyNdaAttributes']>;

/** The company's NDA: signed (with who signed when), not signed, or not offered by this installation (feature off). */
export type CompanyNdaState = { readonly kind: 'signed'; readonly nda: SignedNda } | { readonly kind: 'none' } | { readonly kind: 'unavailable' };

/**
 * A company as the console shows it: its settings with the producer it runs and whether its NDA is signed, and the
 * NDA's details (who signed when), which only the company's own page reads (undefined in the list).
 */
export type AdminCompany = CompanyFieldsOf & {
  readonly nda?: CompanyNdaState;
};
