import { toCreateOrderInput } from '@pcbm/domain/draft/create-order-input';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';

/** createOrder's input from the draft, for this shop. */
export function orderInputOf(draft: OrderDraft, whiteLabel: { manufacturerId: string } | null, shopId: string | undefined) {
  return toCreateOrderInput(draft, { whiteLabelManufacturerId: whiteLabel?.manufacturerId, whiteLabelShopId: whiteLabel ? shopId : undefined });
}
