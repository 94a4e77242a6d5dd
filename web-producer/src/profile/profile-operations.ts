import { graphql, type ResultOf, type VariablesOf } from '@pcbm/web-kit/graphql/graphql';
import { ManufacturerCapabilityFields } from '@pcbm/web-kit/graphql/manufacturer-capabilities';

/** The producer's capabilities and locations, as its own members see them. */
export const ManufacturerProfileQuery = graphql(
  `
    query ManufacturerProfile($id: ID!) {
      fetchManufacturerBaseAttributedWithPricing(id: $id) {
        ...ManufacturerCapabilityFields
      }
    }
  `,
  [ManufacturerCapabilityFields],
);

/** Replaces the producer's capabilities and locations. */
export const UpdateManufacturerProfileMutation = graphql(`
  mutation UpdateManufacturerProfile($id: ID!, $manufacturer: ManufacturerInput!) {
    updateManufacturer(id: $id, manufacturer: $manufacturer)
  }
`);

/** Where an address is: longitude (x) and latitude (y) in degrees, or null when it cannot be found. */
export const AddressPositionQuery = graphql(`
  query AddressPosition($address: AddressInput!) {
    appGetGeoPosition(address: $address) { x y }
  }
`);

export type ManufacturerProfile = ResultOf<typeof ManufacturerProfileQuery>['fetchManufacturerBaseAttributedWithPricing'];
export type ManufacturerInput = VariablesOf<typeof UpdateManufacturerProfileMutation>['manufacturer'];
export type AddressInput = VariablesOf<typeof AddressPositionQuery>['address'];
