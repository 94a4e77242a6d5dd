import type { SuperOrderInput } from '../ordering/order-input';
import { addressInputOf } from './address-input';
import { partCountsOf } from './component-input';
import type { OrderDraft } from './order-draft';

/** Who the request is made through: a white-label shop fixes its producer and is named on the order. */
export interface OrderContext {
  readonly whiteLabelManufacturerId?: string | null;
  readonly whiteLabelShopId?: string | null;
}

/** The producers asked: a white-label shop's own, or the ones chosen. */
export function manufacturersOf(draft: OrderDraft, context: OrderContext): string[] {
  return context.whiteLabelManufacturerId ? [context.whiteLabelManufacturerId] : [...new Set(draft.selectedManufacturers)];
}

const optionalText = (value: string) => (value.trim() ? value.trim() : undefined);

/** The draft's request in SuperOrderInput's names, before the server's schema checks it. */
export function orderRequestOf(draft: OrderDraft, context: OrderContext = {}): SuperOrderInput {
  const details = draft.requestDetails;
  const shippingAddress = addressInputOf(draft.shippingAddress);
  const billingAddress = draft.sameAddress ? shippingAddress : addressInputOf(draft.billingAddress);
  const additionalNotes = optionalText(details.notes);
  const request: SuperOrderInput = {
    name: details.projectName.trim(),
    manufacturers: manufacturersOf(draft, context),
    pcbVersion: details.pcbVersion.trim(),
    pcbProvidedByCustomer: details.pcbProvidedByCustomer,
    isPanel: details.isPanel,
    separateBoard: details.separateBoard,
    quantity: details.quantity,
    quantityIsOverproduction: details.quantityIsOverproduction,
    bulkPrices: details.requestedBulkPrices,
    optionalOperations: details.optionalOperations,
    requiredOperations: details.requiredOperations,
    requiredCertificates: details.certificates,
    type: details.type,
    shippingAddress: { ...shippingAddress },
    billingAddress: { ...billingAddress },
    ...partCountsOf(draft.bom?.components ?? []),
  };
  return {
    ...request,
    ...(details.ipcClass ? { ipcClass: details.ipcClass } : {}),
    ...(additionalNotes ? { additionalNotes } : {}),
    ...(details.asCompany ? { asCompany: details.asCompany } : {}),
    ...(context.whiteLabelShopId ? { fromWhitelabel: context.whiteLabelShopId } : {}),
  };
}
