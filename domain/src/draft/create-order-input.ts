import { superOrderInputSchema, type ValidSuperOrderInput } from '../ordering/order-input';
import { addressInputOf, type StepProblem } from './draft-steps';
import type { DraftComponent, OrderDraft } from './order-draft';

export interface OrderContext {
  readonly whiteLabelManufacturerId?: string | null;
  readonly whiteLabelShopId?: string | null;
}

/** A parts-list row as createOrder and fetchOrderPricing take it (ComponentInput). */
export interface ComponentInput {
  readonly designators: string[];
  readonly quantity: number;
  readonly mpn?: string;
  readonly manufacturer?: string;
  readonly alternativeMpns?: string[];
  readonly description?: string;
  readonly generic?: boolean;
  readonly doNotPlace?: boolean;
  readonly provided?: boolean;
  readonly mount?: string;
}

const text = (value: string) => (value.trim() ? value.trim() : undefined);

export function componentInputOf(component: DraftComponent): ComponentInput {
  const [main, ...alternatives] = component.componentInfo;
  return {
    designators: component.designators,
    quantity: component.quantity,
    mpn: text(main?.mpn ?? ''),
    manufacturer: text(main?.manufacturer ?? ''),
    alternativeMpns: alternatives.map((part) => part.mpn.trim()).filter(Boolean),
    description: text([component.description, component.package, component.electricValue].filter(Boolean).join(' ')),
    generic: component.generic,
    doNotPlace: component.doNotPlace,
    provided: component.provided,
    mount: component.mount,
  };
}

/** SMT and THT part counts of one board, from the parts' mount where known. */
function partCounts(components: readonly DraftComponent[]) {
  const placed = components.filter((c) => !c.doNotPlace);
  const count = (mount: string) => placed.filter((c) => c.mount === mount).reduce((sum, c) => sum + c.quantity, 0);
  return { smtPartCount: count('SMT'), thtPartCount: count('THT') };
}

/** The request fields shared by createOrder and instant pricing. */
function requestOf(draft: OrderDraft, context: OrderContext) {
  const details = draft.requestDetails;
  const shippingAddress = addressInputOf(draft.shippingAddress);
  const billingAddress = draft.sameAddress ? shippingAddress : addressInputOf(draft.billingAddress);
  const manufacturers = context.whiteLabelManufacturerId ? [context.whiteLabelManufacturerId] : draft.selectedManufacturers;
  return {
    name: details.projectName.trim(),
    manufacturers,
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
    ipcClass: details.ipcClass,
    type: details.type,
    additionalNotes: text(details.notes),
    shippingAddress,
    billingAddress,
    asCompany: details.asCompany,
    fromWhitelabel: context.whiteLabelShopId ?? undefined,
    ...partCounts(draft.bom?.components ?? []),
  };
}

/** The draft as createOrder takes it, checked with the server's schema; coded problems when it is not ready. */
export function toCreateOrderInput(draft: OrderDraft, context: OrderContext = {}): { order: ValidSuperOrderInput; bom: ComponentInput[] } | { problems: StepProblem[] } {
  const components = draft.bom?.components ?? [];
  if (components.length === 0) return { problems: [{ code: 'bomEmpty', message: 'no component table' }] };
  const parsed = superOrderInputSchema.safeParse(requestOf(draft, context));
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => ({ code: 'orderInvalid', message: issue.message, field: issue.path.join('.') })) };
  }
  return { order: parsed.data, bom: components.map(componentInputOf) };
}

/** The production data of instant pricing (PricingProductionDataInput). */
export function toPricingProductionData(draft: OrderDraft, context: OrderContext = {}) {
  const request = requestOf(draft, context);
  return {
    manufacturers: request.manufacturers,
    asCompany: request.asCompany,
    fromWhitelabel: request.fromWhitelabel,
    isPanel: request.isPanel,
    pcbProvidedByCustomer: request.pcbProvidedByCustomer,
    quantity: request.quantity,
    type: request.type,
    shippingAddress: request.shippingAddress,
    billingAddress: request.billingAddress,
    smtPartCount: request.smtPartCount,
    thtPartCount: request.thtPartCount,
  };
}
