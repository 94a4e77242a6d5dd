import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { testOrder } from '../../readd/test-request';

/**
 * An order waiting for a quote as RequestDetailsQuery answers it: 25 boards, AOI2D required,
 * a bulk price for 100, no certificates, one additional file already sent.
 */
export const editableOrder = (overrides: Record<string, unknown> = {}): RequestOrder => testOrder('o-1', 'm1', 'WAITING_FOR_QUOTE', overrides) as unknown as RequestOrder;

/** A file of the given size, without holding its bytes. */
export function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
