import { graphql, type ResultOf, type VariablesOf } from '@pcbm/web-kit/graphql/graphql';

export const ShopFields = graphql(`
  fragment AdminShopFields on WhiteLabelShop {
    id
    hostname
    name
    manufacturerId
    authenticationClient
    supportedServices
    cssDisplayingHints { settingName settingValue }
    legalAttributes { termsUrl imprintUrl privacyUrl }
    logo { path }
  }
`);

export const ShopsQuery = graphql(
  `
  query AdminShops($first: Int, $last: Int, $after: String, $before: String) {
    adminGetAllWhitelabelShops(first: $first, last: $last, after: $after, before: $before) {
      totalCount
      edges { cursor node { ...AdminShopFields } }
    }
  }
`,
  [ShopFields],
);

/** One shop by its id, or null. */
export const ShopQuery = graphql(
  `
  query AdminShop($shopId: ID!) {
    adminGetWhitelabelShop(shopId: $shopId) { ...AdminShopFields }
  }
`,
  [ShopFields],
);

/** What a hostname serves: one of the product's own sites, a shop, or nothing yet (a white-label hostname without a shop). */
export const HostnameQuery = graphql(`
  query AdminShopHostname($hostname: String!) {
    siteMode(hostname: $hostname) { mode shop { id } }
  }
`);

export const CreateShopMutation = graphql(`
  mutation AdminCreateShop($shop: ShopInput!, $logo: Upload) {
    createShop(shop: $shop, logo: $logo)
  }
`);

export const UpdateShopMutation = graphql(`
  mutation AdminUpdateShop($shopId: ID!, $shop: ShopUpdateInput!, $logo: Upload) {
    updateShop(shopId: $shopId, shop: $shop, logo: $logo)
  }
`);

export type Shop = ResultOf<typeof ShopFields>;
export type ShopInput = VariablesOf<typeof CreateShopMutation>['shop'];
export type ShopUpdateInput = VariablesOf<typeof UpdateShopMutation>['shop'];
