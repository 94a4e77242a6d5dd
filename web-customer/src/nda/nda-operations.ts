import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';

/** The company's signed NDA (null while none is signed). */
export const CompanyNdaQuery = graphql(`
  query CompanyNda($companyId: ID!) {
    fetchCompanyNdaAttributes(id: $companyId) { companyId ndaId path signedBy signedOn locale }
  }
`);

/** The agreement to read before signing, in the chosen language. */
export const UnsignedNdaQuery = graphql(`
  query UnsignedNda($companyId: ID!, $locale: Locale!) {
    fetchUnsignedNDA(companyId: $companyId, locale: $locale) { filename mediaType data }
  }
`);

export const SignNdaMutation = graphql(`
  mutation SignNda($companyId: ID!, $locale: Locale!, $legalConfirmation: Boolean!) {
    signNDA(companyId: $companyId, locale: $locale, legalConfirmation: $legalConfirmation) { filename mediaType data }
  }
`);

export const DeleteNdaMutation = graphql(`
  mutation DeleteNda($companyId: ID!, $confirm: Boolean!) {
    deleteNDA(companyId: $companyId, confirm: $confirm)
  }
`);

export type SignedNda = NonNullable<ResultOf<typeof CompanyNdaQuery>['fetchCompanyNdaAttributes']>;
export type NdaFile = ResultOf<typeof SignNdaMutation>['signNDA'];
