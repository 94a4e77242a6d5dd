import type { FileReference, OrderFiles } from './order-files';
import type { OrderRequest } from './order-input';
import type { CancelReason } from './vocabulary';

/** Events of a super order stream (`superOrder-<id>`). Each carries the moment it happened. */
export type SuperOrderEvent =
  | {
      type: 'SuperOrderCreated';
      data: {
        superOrderId: string;
        name: string;
        placedById: string;
        asCompanyId: string | null;
        fromWhitelabelId: string | null;
        orders: { orderId: string; manufacturerId: string }[];
        request: OrderRequest;
        files: OrderFiles;
        occurredAt: string;
      };
    }
  | { type: 'QuoteOffered'; data: { orderId: string; quoteId: string; file: FileReference; occurredAt: string } }
  | { type: 'QuoteWithdrawn'; data: { orderId: string; quoteId: string; occurredAt: string } }
  | {
      type: 'QuoteAccepted';
      data: { orderId: string; quoteId: string; reason: CancelReason; occurredAt: string };
    }
  | {
      type: 'QuoteDeclined';
      data: { orderId: string; quoteId: string; reason: CancelReason; reasonText: string | null; occurredAt: string };
    }
  | {
      type: 'OrderCanceledByCustomer';
      data: {
        orderId: string;
        reason: CancelReason;
        reasonText: string | null;
        /** Set when the cancellation follows from accepting another producer's quote. */
        acceptedOrderId: string | null;
        occurredAt: string;
      };
    }
  | {
      type: 'OrderRejectedByProducer';
      data: { orderId: string; reason: CancelReason; reasonText: string | null; occurredAt: string };
    }
  | { type: 'OrderProductionStarted'; data: { orderId: string; occurredAt: string } }
  | { type: 'OrderShipped'; data: { orderId: string; occurredAt: string } }
  | { type: 'OrderReceived'; data: { orderId: string; occurredAt: string } };

export type SuperOrderEventType = SuperOrderEvent['type'];

/** Current schema version of each event type; readers upcast older versions to these. */
export const SUPER_ORDER_EVENT_VERSIONS: Record<SuperOrderEventType, number> = {
  SuperOrderCreated: 2,
  QuoteOffered: 2,
  QuoteWithdrawn: 1,
  QuoteAccepted: 1,
  QuoteDeclined: 1,
  OrderCanceledByCustomer: 2,
  OrderRejectedByProducer: 1,
  OrderProductionStarted: 1,
  OrderShipped: 1,
  OrderReceived: 1,
};

/** The stream of one super order. */
export const superOrderStreamId = (superOrderId: string) => `superOrder-${superOrderId}`;
