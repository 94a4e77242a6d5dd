import { fullNameOf } from '@pcbm/web-kit/people/person-name';
import { ORDER_STATUSES, responseTimeLeft } from '@pcbm/web-kit/requests/order-status';
import type { ProducerRequest } from './producer-operations';

/** One row of the producer's list: one of the producer's orders with the request it belongs to. */
export interface RequestRow {
  readonly request: ProducerRequest;
  readonly order: ProducerRequest['orders'][number];
  /** The company the customer ordered for, or the person's name. */
  readonly customer: string;
}

export const SORTS = ['newest', 'deadline', 'status'] as const;
export type Sort = (typeof SORTS)[number];

/** Who asked: the company ordered for, else the person who placed the request, else nothing known. */
export function customerOf(request: Pick<ProducerRequest, 'asCompany' | 'placedBy'>): string {
  if (request.asCompany) return request.asCompany.name;
  if (request.placedBy) return fullNameOf(request.placedBy.firstName, request.placedBy.lastName) ?? '';
  return '';
}

/** The loaded pages as rows, each order once, in the order the server sent them (newest first). */
export function rowsOf(requests: readonly ProducerRequest[]): RequestRow[] {
  const seen = new Set<string>();
  const rows: RequestRow[] = [];
  for (const request of requests) {
    for (const order of request.orders) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      rows.push({ request, order, customer: customerOf(request) });
    }
  }
  return rows;
}

/** The first characters of a request's id: enough to tell two requests of one name apart and to name one in a message. */
export const shortReference = (id: string) => id.slice(0, 8);

/** Rows whose project name or customer contains every word of the search, ignoring case. */
export function searchRows(rows: readonly RequestRow[], search: string): RequestRow[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = `${row.request.name} ${row.customer}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : Number.POSITIVE_INFINITY);
const newestFirst = (a: RequestRow, b: RequestRow) => time(b.order.createdOn) - time(a.order.createdOn);
const statusRank = (status: string) => {
  const index = (ORDER_STATUSES as readonly string[]).indexOf(status);
  return index < 0 ? ORDER_STATUSES.length : index;
};

/**
 * Rows in the chosen order: newest first; the soonest response deadline first (requests without a running
 * deadline after them); or by status along the order's lifecycle, newest first within a status.
 */
export function sortRows(rows: readonly RequestRow[], sort: Sort): RequestRow[] {
  const sorted = [...rows];
  if (sort === 'newest') return sorted.sort(newestFirst);
  if (sort === 'deadline') {
    const deadline = (row: RequestRow) => (row.order.status === 'WAITING_FOR_QUOTE' ? time(row.order.responseDeadline) : Number.POSITIVE_INFINITY);
    return sorted.sort((a, b) => deadline(a) - deadline(b) || newestFirst(a, b));
  }
  return sorted.sort((a, b) => statusRank(a.order.status) - statusRank(b.order.status) || newestFirst(a, b));
}

/** The response window of a row while it waits for a quote, else null. */
export function rowTimeLeft(row: RequestRow, now: Date) {
  return row.order.status === 'WAITING_FOR_QUOTE' ? responseTimeLeft(row.order.responseDeadline, now) : null;
}
