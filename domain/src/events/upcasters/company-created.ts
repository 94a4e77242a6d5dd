import type { Upcaster } from './upcaster';

/**
 * CompanyCreated v1 held the names only; v2 adds industry, addresses, VAT number and creator,
 * none of which v1 companies had.
 */
export const companyCreatedV1ToV2: Upcaster = (data) => ({
  ...data,
  industry: null,
  billingAddress: null,
  shippingAddress: null,
  vatNumber: null,
  createdById: null,
});
