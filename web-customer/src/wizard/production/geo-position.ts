import { graphql } from '@pcbm/web-kit/graphql/graphql';

export const GeoPosition = graphql(`
  query GeoPosition($address: AddressInput!) {
    appGetGeoPosition(address: $address) { x y }
  }
`);

export const MyCompanies = graphql(`
  query MyCompanies {
    me { user { memberOf { id name } shippingAddress { recipient country addressLine1 addressLine2 zipcode city companyTaxNumber } } }
  }
`);
