import { addressInputSchema, type AddressInput } from '../ordering/order-input';
import type { AddressInputFields } from './address-input';
import type { OrderDraft } from './order-draft';
import { orderRequestOf, type OrderContext } from './order-request';

/** The production data of instant pricing (PricingProductionDataInput). */
export interface DraftPricingProductionData {
  readonly manufacturers: string[];
  readonly asCompany?: string;
  readonly fromWhitelabel?: string;
  readonly isPanel: boolean;
  readonly pcbProvidedByCustomer: boolean;
  readonly quantity: number;
  readonly type: OrderDraft['requestDetails']['type'];
  readonly shippingAddress?: AddressInput;
  readonly billingAddress?: AddressInput;
  readonly smtPartCount?: number;
  readonly thtPartCount?: number;
}

/** An address only once it is complete; instant pricing leaves it out before. */
const validAddress = (address: AddressInputFields): AddressInput | undefined => {
  const parsed = addressInputSchema.safeParse(address);
  return parsed.success ? parsed.data : undefined;
};

export function toPricingProductionData(draft: OrderDraft, context: OrderContext = {}): DraftPricingProductionData {
  const request = orderRequestOf(draft, context);
  const shippingAddress = validAddress(request.shippingAddress);
  const billingAddress = validAddress(request.billingAddress);
  return {
    manufacturers: request.manufacturers,
    ...(request.asCompany ? { asCompany: request.asCompany } : {}),
    ...(request.fromWhitelabel ? { fromWhitelabel: request.fromWhitelabel } : {}),
    isPanel: draft.requestDetails.isPanel,
    pcbProvidedByCustomer: draft.requestDetails.pcbProvidedByCustomer,
    quantity: draft.requestDetails.quantity,
    type: draft.requestDetails.type,
    ...(shippingAddress ? { shippingAddress } : {}),
    ...(billingAddress ? { billingAddress } : {}),
    ...(request.smtPartCount === undefined ? {} : { smtPartCount: request.smtPartCount, thtPartCount: request.thtPartCount }),
  };
}

/** Whether instant prices can be asked: a producer is known, both addresses are set and the order type is set. */
export function isPricingReady(draft: OrderDraft, context: OrderContext = {}): boolean {
  const data = toPricingProductionData(draft, context);
  return data.manufacturers.length > 0 && Boolean(data.shippingAddress && data.billingAddress && data.type);
}
