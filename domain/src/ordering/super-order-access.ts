import type { Actor } from './actor';
import type { OrderState, SuperOrderState } from './super-order-state';

/** The customer side: the person who placed the request, or a member of the company it was placed for. */
export function isCustomerOf(actor: Actor, superOrder: Pick<SuperOrderState, 'placedById' | 'asCompanyId'>): boolean {
  return (
    actor.userId === superOrder.placedById ||
    (superOrder.asCompanyId !== null && actor.companyIds.includes(superOrder.asCompanyId))
  );
}

/** The producer side: a member of the producer company the order is addressed to. */
export function isProducerOf(actor: Actor, order: Pick<OrderState, 'manufacturerId'>): boolean {
  return actor.manufacturerIds.includes(order.manufacturerId);
}

/** Whether the actor may see the super order at all; a producer sees it through its own order only. */
export function maySeeSuperOrder(actor: Actor, superOrder: SuperOrderState): boolean {
  return actor.isAdmin || isCustomerOf(actor, superOrder) || superOrder.orders.some((order) => isProducerOf(actor, order));
}
