import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';

export const CapabilitySearch = graphql(`
  query CapabilitySearch($searchInput: CapabilitySearchInput!, $shippingAddress: AddressInput, $sort: ManufacturerSort) {
    fetchCapabilitySearch(searchInput: $searchInput, shippingAddress: $shippingAddress, sort: $sort) {
      manufacturers {
        manufacturerId
        headquarterKm
        nearestFactoryKm
        optionalServices
        notes { code message parts { mpn designators } }
        manufacturer {
          id
          company { id name }
          certificates
          supportedServices
          factoryCountries
          headquarterAddress { city country addressLine1 zipcode recipient }
          factoryAddresses { city country addressLine1 zipcode recipient }
        }
      }
      notes { code message parts { mpn designators } }
    }
  }
`);

export const ManufacturerInfo = graphql(`
  query ManufacturerInfo($id: ID!) {
    fetchManufacturerPublicAttributes(id: $id) {
      id
      company { name }
      certificates
      supportedServices
      orderTypes
      ipcClass
      minimalPitch
      doubleSidedSMT
      spokenLanguages
      factoryCountries
      companySize
      foundingYear
      employeeCount
      boardSize { min { long short height } max { long short height } }
      pcbQuantity { min max }
      componentQuantity { min max }
    }
  }
`);

export const Locate = graphql(`
  query Locate($address: AddressInput!) {
    appGetGeoPosition(address: $address) { x y }
  }
`);

export type MatchingManufacturer = ResultOf<typeof CapabilitySearch>['fetchCapabilitySearch']['manufacturers'][number];
export type MatchingNote = ResultOf<typeof CapabilitySearch>['fetchCapabilitySearch']['notes'][number];
