import { orderUpdateInputSchema } from '@pcbm/domain/ordering/order-input';
import { CERTIFICATES, SERVICES, type Certificate, type Service } from '@pcbm/domain/ordering/vocabulary';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import type { z } from 'zod';
import { priceValueOf, pricesMeant, sameNumbers, uniqueAscending } from './bulk-price-rows';

type Address = RequestOrder['shippingAddress'];

/** What the edit dialog lets a customer change after sending, as form values. */
export interface EditOrderForm {
  quantity: string;
  quantityIsOverproduction: boolean;
  pcbVersion: string;
  type: 'PROTOTYPE' | 'PRE_SERIES' | 'SERIES';
  ipcClass: '' | 'CLASS1' | 'CLASS2' | 'CLASS3';
  isPanel: boolean;
  separateBoard: boolean;
  pcbProvidedByCustomer: boolean;
  additionalNotes: string;
  shippingAddress: AddressForm;
  billingAddress: AddressForm;
  requiredOperations: Service[];
  optionalOperations: Service[];
  requiredCertificates: Certificate[];
  /** Bulk price quantities as typed, one row each. */
  bulkPrices: string[];
  /** Files to add to the order; files already sent stay. */
  additionalFiles: File[];
}

export interface AddressForm {
  recipient: string;
  addressLine1: string;
  addressLine2: string;
  zipcode: string;
  city: string;
  country: string;
  companyTaxNumber: string;
}

const addressForm = (address: Address): AddressForm => ({
  recipient: address.recipient,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2 ?? '',
  zipcode: address.zipcode,
  city: address.city,
  country: address.country,
  companyTaxNumber: address.companyTaxNumber ?? '',
});

export function editFormOf(order: RequestOrder): EditOrderForm {
  return {
    quantity: String(order.quantity),
    quantityIsOverproduction: order.quantityIsOverproduction,
    pcbVersion: order.pcbVersion,
    type: order.type,
    ipcClass: order.ipcClass ?? '',
    isPanel: order.isPanel,
    separateBoard: order.separateBoard,
    pcbProvidedByCustomer: order.pcbProvidedByCustomer,
    additionalNotes: order.additionalNotes ?? '',
    shippingAddress: addressForm(order.shippingAddress),
    billingAddress: addressForm(order.billingAddress),
    requiredOperations: SERVICES.filter((service) => order.requiredOperations.includes(service)),
    optionalOperations: SERVICES.filter((service) => order.optionalOperations.includes(service)),
    requiredCertificates: CERTIFICATES.filter((certificate) => order.requiredCertificates.includes(certificate)),
    bulkPrices: order.bulkPrices.map(String),
    additionalFiles: [],
  };
}

const addressInput = (address: AddressForm) => ({
  recipient: address.recipient,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2 || undefined,
  zipcode: address.zipcode,
  city: address.city,
  country: address.country,
  companyTaxNumber: address.companyTaxNumber || undefined,
});

const sameAddress = (a: AddressForm, b: AddressForm) => (Object.keys(a) as (keyof AddressForm)[]).every((key) => a[key].trim() === b[key].trim());

const sameChoice = <T>(a: readonly T[], b: readonly T[]) => new Set(a).size === new Set(b).size && a.every((value) => b.includes(value));

export type OrderUpdate = z.output<typeof orderUpdateInputSchema>;
export interface FieldProblem {
  readonly field: string;
  readonly code: string;
}
export type EditChanges =
  | { readonly changed: false }
  | { readonly changed: true; readonly problems: FieldProblem[] }
  | { readonly changed: true; readonly update: OrderUpdate; readonly additionalFiles: File[] };

/**
 * Only what changed is sent: each change is announced in the chat, so an unchanged field must not
 * appear as a change. Choices are compared as sets, bulk prices as the quantities they stand for.
 * The domain's schema checks the result; added files go beside the update.
 */
export function changesOf(order: RequestOrder, form: EditOrderForm): EditChanges {
  const before = editFormOf(order);
  const update: Record<string, unknown> = { orderId: order.id };
  const quantity = Number(form.quantity);
  if (form.quantity.trim() !== before.quantity) update.quantity = Number.isFinite(quantity) && form.quantity.trim() !== '' ? quantity : NaN;
  for (const key of ['quantityIsOverproduction', 'isPanel', 'separateBoard', 'pcbProvidedByCustomer', 'type'] as const) {
    if (form[key] !== before[key]) update[key] = form[key];
  }
  if (form.pcbVersion.trim() !== before.pcbVersion) update.pcbVersion = form.pcbVersion;
  if (form.ipcClass !== before.ipcClass && form.ipcClass !== '') update.ipcClass = form.ipcClass;
  if (form.additionalNotes.trim() !== before.additionalNotes.trim()) update.additionalNotes = form.additionalNotes;
  if (!sameAddress(form.shippingAddress, before.shippingAddress)) update.shippingAddress = addressInput(form.shippingAddress);
  if (!sameAddress(form.billingAddress, before.billingAddress)) update.billingAddress = addressInput(form.billingAddress);
  for (const key of ['requiredOperations', 'optionalOperations', 'requiredCertificates'] as const) {
    if (!sameChoice(form[key], before[key])) update[key] = [...form[key]];
  }
  const prices = pricesMeant(form.bulkPrices);
  if (prices === null || !sameNumbers(prices, pricesMeant(before.bulkPrices) ?? [])) update.bulkPrices = form.bulkPrices.map(priceValueOf);
  if (Object.keys(update).length === 1 && form.additionalFiles.length === 0) return { changed: false };
  const checked = orderUpdateInputSchema.safeParse(update);
  if (!checked.success) return { changed: true, problems: checked.error.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.code })) };
  const sent = checked.data.bulkPrices ? { ...checked.data, bulkPrices: uniqueAscending(checked.data.bulkPrices) } : checked.data;
  return { changed: true, update: sent, additionalFiles: [...form.additionalFiles] };
}
