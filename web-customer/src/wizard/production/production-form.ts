import type { DraftAddress, OrderDraft } from '@pcbm/domain/draft/order-draft';
import { addressInputSchema, MAX_BULK_PRICE, MAX_ORDER_QUANTITY, superOrderInputSchema } from '@pcbm/domain/ordering/order-input';
import type { Certificate, IpcClass, OrderType, Service } from '@pcbm/domain/ordering/vocabulary';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';

export const TEXT_MAX = 100;
export const NOTES_MAX = 2500;

/** An address as the form edits it: every line as text. */
export type AddressValues = DraftAddress;

/** The production step's form: the request fields of the order input, and both addresses. */
export interface ProductionValues {
  name: string;
  pcbVersion: string;
  type: OrderType;
  quantity: number;
  quantityIsOverproduction: boolean;
  requiredOperations: Service[];
  optionalOperations: Service[];
  requiredCertificates: Certificate[];
  /** Empty: no requirement. */
  ipcClass: IpcClass | '';
  isPanel: boolean;
  separateBoard: boolean;
  pcbProvidedByCustomer: boolean;
  bulkPrices: { value: string }[];
  additionalNotes: string;
  /** Empty: ordering as an individual. */
  asCompany: string;
  shippingAddress: AddressValues;
  sameAddress: boolean;
  billingAddress: AddressValues;
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Bulk prices as typed, checked and converted by the order input's own rule. */
const bulkPricesField = z
  .array(z.object({ value: z.string().trim().min(1, 'This field is required.') }))
  .transform((entries) => entries.map((entry) => entry.value))
  // The order input coerces each entry to a number; its input type (unknown) is wider than the text given here.
  .pipe(superOrderInputSchema.shape.bulkPrices as unknown as z.ZodType<number[], string[]>);

const requestFields = superOrderInputSchema
  .pick({
    name: true,
    pcbVersion: true,
    type: true,
    quantity: true,
    quantityIsOverproduction: true,
    requiredOperations: true,
    optionalOperations: true,
    requiredCertificates: true,
    isPanel: true,
    separateBoard: true,
    pcbProvidedByCustomer: true,
    additionalNotes: true,
  })
  .extend({
    ipcClass: z.preprocess(emptyAsUndefined, superOrderInputSchema.shape.ipcClass),
    asCompany: z.preprocess(emptyAsUndefined, superOrderInputSchema.shape.asCompany),
    bulkPrices: bulkPricesField,
    shippingAddress: addressInputSchema,
  });

/**
 * The form's schema, made of the server's order input schemas: the billing address is only checked
 * when it differs from the shipping address.
 */
export const productionFormSchema = z.discriminatedUnion('sameAddress', [
  requestFields.extend({ sameAddress: z.literal(true), billingAddress: z.unknown() }),
  requestFields.extend({ sameAddress: z.literal(false), billingAddress: addressInputSchema }),
]);

const addressOf = (address: DraftAddress): AddressValues => ({ ...address });

/** The form's starting values, from the draft. */
export function productionValuesOf(draft: OrderDraft): ProductionValues {
  const details = draft.requestDetails;
  return {
    name: details.projectName,
    pcbVersion: details.pcbVersion,
    type: details.type,
    quantity: details.quantity,
    quantityIsOverproduction: details.quantityIsOverproduction,
    requiredOperations: [...details.requiredOperations],
    optionalOperations: [...details.optionalOperations],
    requiredCertificates: [...details.certificates],
    ipcClass: details.ipcClass ?? '',
    isPanel: details.isPanel,
    separateBoard: details.separateBoard,
    pcbProvidedByCustomer: details.pcbProvidedByCustomer,
    bulkPrices: details.requestedBulkPrices.map((price) => ({ value: String(price) })),
    additionalNotes: details.notes,
    asCompany: details.asCompany ?? '',
    shippingAddress: addressOf(draft.shippingAddress),
    sameAddress: draft.sameAddress,
    billingAddress: addressOf(draft.sameAddress ? draft.shippingAddress : draft.billingAddress),
  };
}

/** Writes the form's values into the draft; a quantity or price that is not a number yet keeps the last one. */
export function withProductionValues(draft: OrderDraft, values: ProductionValues): OrderDraft {
  const quantity = Number.isInteger(values.quantity) ? values.quantity : draft.requestDetails.quantity;
  const prices = values.bulkPrices.map((entry) => entry.value.trim()).filter(Boolean).map(Number).filter((price) => Number.isFinite(price) && price >= 0 && price <= MAX_BULK_PRICE);
  const shippingAddress = addressOf(values.shippingAddress);
  return {
    ...draft,
    requestDetails: {
      ...draft.requestDetails,
      projectName: values.name,
      pcbVersion: values.pcbVersion,
      type: values.type,
      quantity,
      quantityIsOverproduction: values.quantityIsOverproduction,
      requiredOperations: [...values.requiredOperations],
      optionalOperations: [...values.optionalOperations],
      certificates: [...values.requiredCertificates],
      ipcClass: values.ipcClass || undefined,
      isPanel: values.isPanel,
      separateBoard: values.separateBoard,
      pcbProvidedByCustomer: values.pcbProvidedByCustomer,
      requestedBulkPrices: [...new Set(prices)].sort((a, b) => a - b),
      notes: values.additionalNotes,
      asCompany: values.asCompany || undefined,
    },
    shippingAddress,
    sameAddress: values.sameAddress,
    billingAddress: values.sameAddress ? { ...shippingAddress } : addressOf(values.billingAddress),
  };
}

/** A translation key and its values for a field's validation error. */
export function errorKeyOf(field: string, error: FieldError | undefined): { key: string; values?: Record<string, unknown> } | undefined {
  if (!error || typeof error.type !== 'string') return undefined;
  const isQuantity = field === 'quantity';
  const isPrice = field.startsWith('bulkPrices');
  switch (error.type) {
    case 'too_small':
      return isQuantity ? { key: 'errors.quantityMin' } : { key: 'errors.required' };
    case 'too_big':
      if (isQuantity) return { key: 'errors.quantityMax', values: { max: MAX_ORDER_QUANTITY.toLocaleString() } };
      if (isPrice) return { key: 'errors.priceMax', values: { max: MAX_BULK_PRICE.toLocaleString() } };
      return { key: 'errors.tooLong', values: { max: field === 'additionalNotes' ? NOTES_MAX : TEXT_MAX } };
    case 'invalid_type':
      return isQuantity ? { key: 'errors.wholeNumber' } : isPrice ? { key: 'errors.number' } : { key: 'errors.required' };
    case 'invalid_format':
      return field.endsWith('country') ? { key: 'errors.country' } : { key: 'errors.invalid' };
    case 'custom':
      return { key: 'errors.characters' };
    default:
      return { key: 'errors.invalid' };
  }
}
