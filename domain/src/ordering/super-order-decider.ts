import { eventTypesOf, type Decider } from '../events/decider';
import type { CommandContext, SuperOrderCommand } from './super-order-commands';
import { decideSuperOrder } from './super-order-decide';
import { SUPER_ORDER_EVENT_VERSIONS, type SuperOrderEvent } from './super-order-events';
import { evolveSuperOrder, type SuperOrderState } from './super-order-state';

/** A customer's request and its orders, one per producer, with their quotes: stream `superOrder-<id>`. */
export const superOrderDecider: Decider<SuperOrderCommand, SuperOrderEvent, SuperOrderState | null, CommandContext> = {
  category: 'superOrder',
  eventTypes: eventTypesOf(SUPER_ORDER_EVENT_VERSIONS),
  initialState: null,
  decide: decideSuperOrder,
  evolve: evolveSuperOrder,
};
