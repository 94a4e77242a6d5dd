import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';

/** The scopes of the producer's list: everything, requests from its own shop (bee connect), or from the marketplace (bee market). */
export const SCOPES = ['ALL', 'WHITELABEL', 'MARKETPLACE'] as const;
export type Scope = (typeof SCOPES)[number];

/** Requests sent to the producer's company, newest first, a page at a time; each holds only the producer's own orders. */
export const ProducerRequestsQuery = graphql(`
  query ProducerRequests($first: Int!, $after: String, $filter: MarketplaceScope) {
    manufacturerOrders(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id
          name
          createdOn
          fromWhitelabelId
          asCompany { id name }
          placedBy { id firstName lastName }
          orders {
            id
            status
            type
            quantity
            createdOn
            updatedOn
            unreadMessages { chatId amount }
            responseDeadline
            fromWhitelabelId
            preview { id current { id path } }
          }
        }
      }
    }
  }
`);
export type ProducerRequestsPage = ResultOf<typeof ProducerRequestsQuery>['manufacturerOrders'];
export type ProducerRequest = ProducerRequestsPage['edges'][number]['node'];

const FileFields = graphql(`
  fragment ProducerOrderFileFields on VersionedFile @_unmask {
    id
    current { id filename path size mediaType }
  }
`);

/** One request as its producer sees it: the super order with only the producer's own order (the same order fields as the customer's details). */
export const ProducerRequestQuery = graphql(
  `
    query ProducerRequest($orderId: ID!) {
      manufacturerOrder(orderId: $orderId) {
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
          cancelReason
          cancelReasonText
          unreadMessages { chatId amount }
          warnings { code file message }
          shippingAddress { recipient addressLine1 addressLine2 zipcode city country companyTaxNumber }
          billingAddress { recipient addressLine1 addressLine2 zipcode city country companyTaxNumber }
          feedback { productionQuality completionTime customerSupport platform comment }
          quote { id status accepted createdOn answeredOn filename reason file { id filename path size mediaType } }
          quotes { id status createdOn answeredOn filename reason }
          pcb { ...ProducerOrderFileFields }
          job { ...ProducerOrderFileFields }
          bom { ...ProducerOrderFileFields }
          placement { ...ProducerOrderFileFields }
          preview { ...ProducerOrderFileFields }
          originalBom { ...ProducerOrderFileFields }
          originalPlacement { ...ProducerOrderFileFields }
          additionalFiles { ...ProducerOrderFileFields }
        }
      }
    }
  `,
  [FileFields],
);
export type ProducerRequestDetails = ResultOf<typeof ProducerRequestQuery>['manufacturerOrder'];
export type ProducerOrder = ProducerRequestDetails['orders'][number];

export const UploadQuoteMutation = graphql(`
  mutation UploadQuote($orderId: ID!, $quote: Upload!) {
    updateOrderQuote(orderId: $orderId, quote: $quote) { id orders { id status updatedOn } }
  }
`);

export const WithdrawQuoteMutation = graphql(`
  mutation WithdrawQuote($orderId: ID!, $quoteId: ID!) {
    withdrawOrderQuote(orderId: $orderId, quoteId: $quoteId) { id orders { id status updatedOn } }
  }
`);

export const ProducerStatusMutation = graphql(`
  mutation ProducerStatus($orderId: ID!, $status: OrderStatus!, $reason: CancelReason, $reasonText: String) {
    updateOrderStatus(orderId: $orderId, status: $status, reason: $reason, reasonText: $reasonText) { id orders { id status updatedOn } }
  }
`);
