import type { Upcaster } from './upcaster';

/**
 * SuperOrderCreated v1 listed the producers and the new order ids as two parallel arrays;
 * v2 pairs them, so an order can never lose its producer.
 */
export const superOrderCreatedV1ToV2: Upcaster = ({ manufacturers, orderIds, ...rest }) => ({
  ...rest,
  orders: (manufacturers as string[]).map((manufacturerId, index) => ({ orderId: (orderIds as string[])[index], manufacturerId })),
});
