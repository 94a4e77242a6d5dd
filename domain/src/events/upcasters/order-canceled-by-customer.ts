import type { Upcaster } from './upcaster';

/**
 * OrderCanceledByCustomer v1 did not say whether accepting another producer's quote caused it;
 * v1 was only written for withdrawals, so v2 records that as `acceptedOrderId: null`.
 */
export const orderCanceledByCustomerV1ToV2: Upcaster = (data) => ({ ...data, acceptedOrderId: null });
