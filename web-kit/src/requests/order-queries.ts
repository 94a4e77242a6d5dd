import { graphql, type ResultOf } from '../graphql/graphql';

const FileFields = graphql(`
  fragment OrderFileFields on VersionedFile @_unmask {
    id
    current { id filename path size mediaType }
    history { id filename path size mediaType }
  }
`);

/**
 * A request (super order) with its orders, as both sides' detail pages show it: every producer's order for the
 * customer, the producer's own for the producer.
 */
export const RequestDetailsFields = graphql(
  `
    fragment RequestDetailsFields on SuperOrder @_unmask {
      id
      name
      createdOn
      updatedOn
      fromWhitelabelId
      asCompany { id name }
      placedBy { id firstName lastName username }
      orders {
        id
        superOrderId
        name
        status
        createdOn
        updatedOn
        responseDeadline
        statusChanges { status on }
        manufacturerId
        manufacturer { id company { id name } }
        type
        quantity
        quantityIsOverproduction
        pcbVersion
        ipcClass
        isPanel
        separateBoard
        pcbProvidedByCustomer
        requiredOperations
        optionalOperations
        requiredCertificates
        bulkPrices
        additionalNotes
        smtPartCount
        thtPartCount
        thtPinCount
        bomSummary { rowCount partsPerBoard smtPartCount thtPartCount }
        cancelReason
        cancelReasonText
        unreadMessages { chatId amount }
        warnings { code file message subject more }
        shippingAddress { recipient addressLine1 addressLine2 zipcode city country companyTaxNumber }
        billingAddress { recipient addressLine1 addressLine2 zipcode city country companyTaxNumber }
        feedback { productionQuality completionTime customerSupport platform comment }
        quote { id status accepted createdOn answeredOn filename reason file { id filename path size mediaType } }
        quotes { id status createdOn answeredOn filename reason }
        pcb { ...OrderFileFields }
        job { ...OrderFileFields }
        originalJob { ...OrderFileFields }
        bom { ...OrderFileFields }
        placement { ...OrderFileFields }
        preview { ...OrderFileFields }
        originalBom { ...OrderFileFields }
        originalPlacement { ...OrderFileFields }
        additionalFiles { ...OrderFileFields }
      }
    }
  `,
  [FileFields],
);

/** A request with every producer's order, as the customer's request page shows it. */
export const RequestDetailsQuery = graphql(
  `
    query RequestDetails($orderId: ID!) {
      fetchOrder(orderId: $orderId) { ...RequestDetailsFields }
    }
  `,
  [RequestDetailsFields],
);

export type RequestDetails = ResultOf<typeof RequestDetailsQuery>['fetchOrder'];
export type RequestOrder = RequestDetails['orders'][number];
export type OrderFile = NonNullable<RequestOrder['pcb']>;

/** The version of an order's file that was uploaded first: the one a re-add copies. `history` holds the older versions, newest first. */
export const firstUploaded = (file: OrderFile) => file.history[file.history.length - 1] ?? file.current;

/** Live updates of one producer's order and its chat (server-sent events). */
export const OrderUpdatesSubscription = graphql(`
  subscription OrderUpdates($orderId: ID!, $shown: ShownOrder) {
    orderUpdates(orderId: $orderId, shown: $shown) { orderId status statusChanged orderChanged newMessages updatedOn }
  }
`);

export const ExportOrderBomQuery = graphql(`
  query ExportOrderBom($orderId: ID!) {
    exportOrderBom(orderId: $orderId) { data filename mediaType }
  }
`);

export const ExportOrderPlacementQuery = graphql(`
  query ExportOrderPlacement($orderId: ID!) {
    exportOrderPlacement(orderId: $orderId) { data filename mediaType }
  }
`);

export const ExportOrdersQuery = graphql(`
  query ExportOrders($superOrderIds: [ID!]!) {
    exportOrders(superOrderIds: $superOrderIds) { data filename mediaType }
  }
`);
