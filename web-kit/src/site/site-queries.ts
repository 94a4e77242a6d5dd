import { graphql, type ResultOf } from '../graphql/graphql';

export const SiteQuery = graphql(`
  query Site($hostname: String!) {
    appGetWebSettings { issuer publicUrl bomFormatterUrl version features { nda pricing } }
    siteMode(hostname: $hostname) {
      mode
      shop { id name hostname authenticationClient manufacturerId cssDisplayingHints { settingName settingValue } logo { path } legalAttributes { termsUrl imprintUrl privacyUrl } }
    }
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      isFirstLogin
      isPartOfManufacturer
      manufacturerId
      isAdmin
      user { id username firstName lastName email locale memberOf { id name } }
    }
  }
`);

export type SiteResult = ResultOf<typeof SiteQuery>;
export type Me = ResultOf<typeof MeQuery>['me'];
export type Shop = NonNullable<SiteResult['siteMode']['shop']>;
