import type { FileReference } from '../ordering/order-files';
import type { SuperOrderEvent } from '../ordering/super-order-events';
import type { SystemMessage } from './chat-events';

type Announcement = { orderId: string; message: SystemMessage };

const status = (orderId: string, orderStatus: string): Announcement => ({ orderId, message: { kind: 'orderStatus', orderStatus } });
const parameter = (orderId: string, name: string, changedTo: string | null): Announcement => ({
  orderId,
  message: { kind: 'parameterChange', parameter: name, changedTo },
});
const file = (orderId: string, fileKind: string, reference: FileReference): Announcement => ({
  orderId,
  message: { kind: 'orderFile', fileKind, orderVersionedFileId: reference.fileId, filename: reference.filename },
});
const list = (values: readonly string[]) => values.join(', ');

/** The system messages a super order event puts into the chats of the orders it concerns, by order id. */
export function systemMessagesFor(event: SuperOrderEvent): Announcement[] {
  const { orderId } = event.data as { orderId: string };
  switch (event.type) {
    case 'SuperOrderCreated':
      return event.data.orders.map((order) => status(order.orderId, 'WAITING_FOR_QUOTE'));
    case 'OrderReAdded':
      return [status(orderId, 'WAITING_FOR_QUOTE')];
    case 'QuoteOffered':
      return [{ orderId, message: { kind: 'quote', quoteStatus: 'OFFERED', quoteFileId: event.data.file.fileId } }];
    case 'QuoteWithdrawn':
      return [{ orderId, message: { kind: 'quote', quoteStatus: 'WITHDRAWN', quoteFileId: null } }, status(orderId, 'WAITING_FOR_QUOTE')];
    case 'QuoteAccepted':
      return [{ orderId, message: { kind: 'quote', quoteStatus: 'ACCEPTED', quoteFileId: null } }];
    case 'QuoteDeclined':
      return [{ orderId, message: { kind: 'quote', quoteStatus: 'DECLINED', quoteFileId: null } }];
    case 'OrderCanceledByCustomer':
      return [status(orderId, 'CANCELED_BY_CUSTOMER')];
    case 'OrderRejectedByProducer':
      return [status(orderId, 'CANCELED_BY_PRODUCER')];
    case 'OrderProductionStarted':
      return [status(orderId, 'IN_PRODUCTION')];
    case 'OrderShipped':
      return [status(orderId, 'SHIPPED')];
    case 'OrderReceived':
      return [status(orderId, 'DONE')];
    case 'OrderAddressesChanged':
      return [
        ...(event.data.shippingAddress ? [parameter(orderId, 'shippingAddress', null)] : []),
        ...(event.data.billingAddress ? [parameter(orderId, 'billingAddress', null)] : []),
      ];
    case 'OrderQuantityChanged':
      return [parameter(orderId, 'quantity', String(event.data.quantity))];
    case 'OrderServicesChanged':
      return [
        parameter(orderId, 'requiredOperations', list(event.data.requiredOperations)),
        parameter(orderId, 'optionalOperations', list(event.data.optionalOperations)),
      ];
    case 'OrderCertificatesChanged':
      return [parameter(orderId, 'requiredCertificates', list(event.data.requiredCertificates))];
    case 'OrderVersionChanged':
      return [parameter(orderId, 'pcbVersion', event.data.pcbVersion)];
    case 'OrderIpcClassChanged':
      return [parameter(orderId, 'ipcClass', event.data.ipcClass)];
    case 'OrderTypeChanged':
      return [parameter(orderId, 'type', event.data.orderType)];
    case 'OrderDetailsChanged':
      return Object.entries(event.data.changes).map(([name, value]) =>
        parameter(orderId, name, name === 'additionalNotes' || value === undefined || value === null ? null : String(value)),
      );
    case 'OrderFilesChanged':
      return [
        ...Object.entries(event.data.files).map(([kind, reference]) => file(orderId, kind, reference!)),
        ...event.data.additionalFilesAdded.map((reference) => file(orderId, 'additional', reference)),
      ];
    case 'OrderBomChanged': {
      const { added, removed, changed } = event.data.components;
      const counts: [SystemMessage & { kind: 'electronicComponents' }, number][] = [
        [{ kind: 'electronicComponents', operation: 'ADDED', numberComponents: added }, added],
        [{ kind: 'electronicComponents', operation: 'REMOVED', numberComponents: removed }, removed],
        [{ kind: 'electronicComponents', operation: 'CHANGED', numberComponents: changed }, changed],
      ];
      return [file(orderId, 'bom', event.data.bom), ...counts.filter(([, n]) => n > 0).map(([message]) => ({ orderId, message }))];
    }
    case 'OrderPlacementChanged':
      return [file(orderId, 'placement', event.data.placement)];
    case 'OrderFeedbackGiven':
      return [];
  }
}
