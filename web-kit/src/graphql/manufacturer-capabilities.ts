import { graphql } from './graphql';

/** A postal address as a producer's headquarters and factories carry it. */
export const ManufacturerAddressFields = graphql(`
  fragment ManufacturerAddressFields on Address @_unmask {
    id
    recipient
    country
    addressLine1
    addressLine2
    zipcode
    city
    companyTaxNumber
  }
`);

/**
 * What a producer builds and where: the capabilities matching reads and the locations, as the producer's own profile
 * and the admin console edit them.
 */
export const ManufacturerCapabilityFields = graphql(
  `
    fragment ManufacturerCapabilityFields on ManufacturerWithPricing @_unmask {
      id
      company { id name }
      allowMatching
      orderTypes
      boardSize { min { long short height } max { long short height } }
      ecSize { min { long short height } max { long short height } }
      minimalPitch
      doubleSidedSMT
      ipcClass
      certificates
      supportedServices
      spokenLanguages
      pcbQuantity { min max }
      componentQuantity { min max }
      headquarterAddress { ...ManufacturerAddressFields }
      factoryAddresses { ...ManufacturerAddressFields }
    }
  `,
  [ManufacturerAddressFields],
);
