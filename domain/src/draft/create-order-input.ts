import { superOrderInputSchema, type ValidSuperOrderInput } from '../ordering/order-input';
import { isBlankAddress } from './address-input';
import { componentInputOf, type ComponentInput } from './component-input';
import type { StepProblem } from './draft-steps';
import type { OrderDraft } from './order-draft';
import { orderRequestOf, type OrderContext } from './order-request';

export { componentInputOf, type ComponentInput } from './component-input';
export type { OrderContext } from './order-request';
export { toPricingProductionData } from './pricing-production-data';

export type CreateOrderInput = { order: ValidSuperOrderInput; bom: ComponentInput[] } | { problems: StepProblem[] };

/** SuperOrderInput's fields by the name the draft gives them. */
const DRAFT_FIELDS: Readonly<Record<string, string>> = {
  name: 'projectName',
  additionalNotes: 'notes',
  bulkPrices: 'requestedBulkPrices',
  requiredCertificates: 'certificates',
  manufacturers: 'selectedManufacturers',
};

function addressesNotSet(draft: OrderDraft): StepProblem[] {
  const shippingBlank = isBlankAddress(draft.shippingAddress);
  const billingBlank = !draft.sameAddress && isBlankAddress(draft.billingAddress);
  if (shippingBlank && billingBlank) return [{ code: 'addressesNotSet', message: 'addresses not set' }];
  if (shippingBlank) return [{ code: 'addressNotSet', message: 'address not set', field: 'shippingAddress' }];
  if (billingBlank) return [{ code: 'addressNotSet', message: 'address not set', field: 'billingAddress' }];
  return [];
}

/** The draft as createOrder takes it, checked with the server's schema; coded problems when it is not ready. */
export function toCreateOrderInput(draft: OrderDraft, context: OrderContext = {}): CreateOrderInput {
  const components = draft.bom?.components ?? [];
  if (components.length === 0) return { problems: [{ code: 'bomEmpty', message: 'no component table' }] };
  const notSet = addressesNotSet(draft);
  if (notSet.length > 0) return { problems: notSet };
  const parsed = superOrderInputSchema.safeParse(orderRequestOf(draft, context));
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => {
        const [first, ...rest] = issue.path.map(String);
        return { code: 'orderInvalid', message: issue.message, field: [DRAFT_FIELDS[first] ?? first, ...rest].join('.') };
      }),
    };
  }
  return { order: parsed.data, bom: components.map(componentInputOf) };
}
