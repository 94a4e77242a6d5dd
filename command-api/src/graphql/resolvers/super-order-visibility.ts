import { ErrorCode, isCustomerOf, isProducerOf, type Actor, type SuperOrderState } from '@pcbm/domain';
import { refuse } from '../errors';
import type { SuperOrderType } from '../types/order-types';
import { toSuperOrderView } from '../types/order-view';

/**
 * The super order as this actor may see it: customers and admins see every producer's order, a
 * producer only its own. Anyone else is refused.
 */
export function visibleSuperOrder(actor: Actor, superOrder: SuperOrderState | null): SuperOrderType {
  if (!superOrder) return refuse(ErrorCode.ORDER_NOT_FOUND, 'The order was not found.');
  if (actor.isAdmin || isCustomerOf(actor, superOrder)) return toSuperOrderView(superOrder);
  if (superOrder.orders.some((order) => isProducerOf(actor, order))) {
    return toSuperOrderView(superOrder, (order) => isProducerOf(actor, order));
  }
  return refuse(ErrorCode.USER_NOT_AUTHORIZED, 'You may not see this order.');
}
