import { ORDER_STATUSES, type OrderStatus } from '@pcbm/web-kit/requests/order-status';
import type { FormValues } from '../data/resource-source';

/** The filter the API takes (AdminRequestFilter): requests with an order in a status, to a producer, or to a producer in a status. */
export interface RequestFilter {
  readonly status?: OrderStatus;
  readonly manufacturerId?: string;
}

const isStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** The list's filter values as the API's filter, or undefined when none is set; values the API does not know are left out. */
export function requestFilterOf(values: FormValues): RequestFilter | undefined {
  const filter: { status?: OrderStatus; manufacturerId?: string } = {};
  if (isStatus(values.status)) filter.status = values.status;
  if (typeof values.manufacturerId === 'string' && values.manufacturerId !== '') filter.manufacturerId = values.manufacturerId;
  return Object.keys(filter).length > 0 ? filter : undefined;
}
