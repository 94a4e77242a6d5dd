import { streamIdIn } from '../events/stream-categories';
import type { AddressInput } from './order-input';
import type { FileReference, OrderFiles } from './order-files';
import type { OrderRequest } from './order-input';
import type { CancelReason, Certificate, IpcClass, OrderType, Service } from './vocabulary';

/** Something the server's design-data check found that does not stop the request. */
export interface DesignDataWarning {
  readonly code: string;
  readonly message: string;
  readonly file?: string;
  /** The part it is about (a designator, or one parts-list row's designators). */
  readonly subject?: string;
  /** For a warning standing for others of its code left unnamed: how many. */
  readonly more?: number;
}

/** How the parts list changed: components added, removed, or with changed part data. */
export interface ComponentChanges {
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
}

/** The customer's ratings of a finished order, 1 to 5 each. */
export interface OrderFeedback {
  readonly completionTime: number;
  readonly customerSupport: number;
  readonly productionQuality: number;
  readonly platform: number;
  readonly comment: string | null;
}

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
        warnings: DesignDataWarning[];
        occurredAt: string;
      };
    }
  | {
      type: 'OrderReAdded';
      data: {
        orderId: string;
        manufacturerId: string;
        /** The order whose request was taken over. */
        fromOrderId: string;
        request: OrderRequest;
        files: OrderFiles;
        warnings: DesignDataWarning[];
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
  | { type: 'OrderReceived'; data: { orderId: string; occurredAt: string } }
  | {
      type: 'OrderAddressesChanged';
      data: { orderId: string; shippingAddress: AddressInput | null; billingAddress: AddressInput | null; occurredAt: string };
    }
  | {
      type: 'OrderQuantityChanged';
      data: { orderId: string; quantity: number; quantityIsOverproduction: boolean; bulkPrices: number[]; occurredAt: string };
    }
  | {
      type: 'OrderServicesChanged';
      data: { orderId: string; requiredOperations: Service[]; optionalOperations: Service[]; occurredAt: string };
    }
  | { type: 'OrderCertificatesChanged'; data: { orderId: string; requiredCertificates: Certificate[]; occurredAt: string } }
  | { type: 'OrderVersionChanged'; data: { orderId: string; pcbVersion: string; occurredAt: string } }
  | { type: 'OrderIpcClassChanged'; data: { orderId: string; ipcClass: IpcClass | null; occurredAt: string } }
  | { type: 'OrderTypeChanged'; data: { orderId: string; orderType: OrderType; occurredAt: string } }
  | {
      type: 'OrderDetailsChanged';
      data: {
        orderId: string;
        changes: Partial<Pick<OrderRequest, 'pcbProvidedByCustomer' | 'isPanel' | 'separateBoard' | 'additionalNotes' | 'smtPartCount' | 'thtPartCount' | 'thtPinCount'>>;
        occurredAt: string;
      };
    }
  | {
      type: 'OrderFilesChanged';
      data: {
        orderId: string;
        /** Files replaced by a new version (the references stay those of the versioned files). */
        files: Partial<Pick<OrderFiles, 'preview' | 'pcb' | 'job' | 'originalJob'>>;
        additionalFilesAdded: FileReference[];
        warnings: DesignDataWarning[];
        occurredAt: string;
      };
    }
  | {
      type: 'OrderBomChanged';
      data: { orderId: string; bom: FileReference; originalBom: FileReference | null; components: ComponentChanges; occurredAt: string };
    }
  | {
      type: 'OrderPlacementChanged';
      data: { orderId: string; placement: FileReference; originalPlacement: FileReference | null; warnings: DesignDataWarning[]; occurredAt: string };
    }
  | { type: 'OrderFeedbackGiven'; data: { orderId: string; feedback: OrderFeedback; occurredAt: string } };

export type SuperOrderEventType = SuperOrderEvent['type'];

/** Current schema version of each event type; readers upcast older versions to these. */
export const SUPER_ORDER_EVENT_VERSIONS: Record<SuperOrderEventType, number> = {
  SuperOrderCreated: 3,
  OrderReAdded: 1,
  QuoteOffered: 2,
  QuoteWithdrawn: 1,
  QuoteAccepted: 1,
  QuoteDeclined: 1,
  OrderCanceledByCustomer: 2,
  OrderRejectedByProducer: 1,
  OrderProductionStarted: 1,
  OrderShipped: 1,
  OrderReceived: 1,
  OrderAddressesChanged: 1,
  OrderQuantityChanged: 1,
  OrderServicesChanged: 1,
  OrderCertificatesChanged: 1,
  OrderVersionChanged: 1,
  OrderIpcClassChanged: 1,
  OrderTypeChanged: 1,
  OrderDetailsChanged: 1,
  OrderFilesChanged: 1,
  OrderBomChanged: 1,
  OrderPlacementChanged: 1,
  OrderFeedbackGiven: 1,
};

/** The stream of one super order. */
export const superOrderStreamId = (superOrderId: string) => streamIdIn('superOrder', superOrderId);
