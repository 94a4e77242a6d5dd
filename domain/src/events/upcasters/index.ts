import type { DomainEventType } from '../domain-event';
import { companyCreatedV1ToV2 } from './company-created';
import { orderCanceledByCustomerV1ToV2 } from './order-canceled-by-customer';
import { quoteOfferedV1ToV2 } from './quote-offered';
import { superOrderCreatedV1ToV2 } from './super-order-created';
import { superOrderCreatedV2ToV3 } from './super-order-created-v2';
import type { Upcaster } from './upcaster';

export type { Upcaster } from './upcaster';

/** Per event type, the upcaster from each old version (the key) to the next one. */
export const UPCASTERS: Partial<Record<DomainEventType, Record<number, Upcaster>>> = {
  SuperOrderCreated: { 1: superOrderCreatedV1ToV2, 2: superOrderCreatedV2ToV3 },
  QuoteOffered: { 1: quoteOfferedV1ToV2 },
  OrderCanceledByCustomer: { 1: orderCanceledByCustomerV1ToV2 },
  CompanyCreated: { 1: companyCreatedV1ToV2 },
};
