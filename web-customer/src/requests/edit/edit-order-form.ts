import { orderUpdateInputSchema } from '@pcbm/domain/ordering/order-input';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';

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

/**
 * Only what changed is sent: each change is announced in the chat, so an unchanged field must not
 * appear as a change. The domain's schema checks the result; null when nothing changed.
 */
export function changesOf(order: RequestOrder, form: EditOrderForm) {
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
  if (Object.keys(update).length === 1) return { changed: false as const };
  const checked = orderUpdateInputSchema.safeParse(update);
  if (!checked.success) return { changed: true as const, problems: checked.error.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.code })) };
  return { changed: true as const, update: checked.data };
}
