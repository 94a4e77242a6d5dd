import type { SuperOrderEvent } from '../ordering/super-order-events';
import type { SystemMessage } from './chat-events';

/** The system messages a super order event puts into the chats of the orders it concerns, by order id. */
export function systemMessagesFor(event: SuperOrderEvent): { orderId: string; message: SystemMessage }[] {
  switch (event.type) {
    case 'SuperOrderCreated':
      return event.data.orders.map(({ orderId }) => ({ orderId, message: { kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' } }));
    case 'QuoteOffered':
      return [{ orderId: event.data.orderId, message: { kind: 'quote', quoteStatus: 'OFFERED', quoteFileId: event.data.file.fileId } }];
    case 'QuoteWithdrawn':
      return [
        { orderId: event.data.orderId, message: { kind: 'quote', quoteStatus: 'WITHDRAWN', quoteFileId: null } },
        { orderId: event.data.orderId, message: { kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' } },
      ];
    case 'QuoteAccepted':
      return [{ orderId: event.data.orderId, message: { kind: 'quote', quoteStatus: 'ACCEPTED', quoteFileId: null } }];
    case 'QuoteDeclined':
      return [{ orderId: event.data.orderId, message: { kind: 'quote', quoteStatus: 'DECLINED', quoteFileId: null } }];
    case 'OrderCanceledByCustomer':
      return [{ orderId: event.data.orderId, message: { kind: 'orderStatus', orderStatus: 'CANCELED_BY_CUSTOMER' } }];
    case 'OrderRejectedByProducer':
      return [{ orderId: event.data.orderId, message: { kind: 'orderStatus', orderStatus: 'CANCELED_BY_PRODUCER' } }];
    case 'OrderProductionStarted':
      return [{ orderId: event.data.orderId, message: { kind: 'orderStatus', orderStatus: 'IN_PRODUCTION' } }];
    case 'OrderShipped':
      return [{ orderId: event.data.orderId, message: { kind: 'orderStatus', orderStatus: 'SHIPPED' } }];
    case 'OrderReceived':
      return [{ orderId: event.data.orderId, message: { kind: 'orderStatus', orderStatus: 'DONE' } }];
  }
}
