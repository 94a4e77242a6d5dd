import type { DraftAddress } from './order-draft';

/** An address as the API takes it (AddressInput): text trimmed, empty optional lines dropped, an empty id omitted. */
export interface AddressInputFields {
  readonly id?: string;
  readonly recipient: string;
  readonly country: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly zipcode: string;
  readonly city: string;
  readonly companyTaxNumber?: string;
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

export function addressInputOf(address: DraftAddress): AddressInputFields {
  const input: AddressInputFields = {
    ...(address.id.trim() ? { id: address.id.trim() } : {}),
    recipient: address.recipient.trim(),
    country: address.country.trim(),
    addressLine1: address.addressLine1.trim(),
    zipcode: address.zipcode.trim(),
    city: address.city.trim(),
  };
  const addressLine2 = optional(address.addressLine2);
  const companyTaxNumber = optional(address.companyTaxNumber);
  return { ...input, ...(addressLine2 ? { addressLine2 } : {}), ...(companyTaxNumber ? { companyTaxNumber } : {}) };
}

/** Whether nothing of the address was entered (the id aside). */
export function isBlankAddress(address: DraftAddress): boolean {
  return [address.recipient, address.country, address.addressLine1, address.addressLine2, address.zipcode, address.city, address.companyTaxNumber].every((value) => !value.trim());
}
