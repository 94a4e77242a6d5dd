import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';
import { RequestDetailsFields } from '@pcbm/web-kit/requests/order-queries';

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
            pcbVersion
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

/** One request as its producer sees it: the super order with only the producer's own order (the same fields as the customer's details). */
export const ProducerRequestQuery = graphql(
  `
    query ProducerRequest($orderId: ID!) {
      manufacturerOrder(orderId: $orderId) { ...RequestDetailsFields }
    }
  `,
  [RequestDetailsFields],
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

/** The producer's own white-label shops (bee connect); having one is the bee connect licence. */
export const ProducerShopsQuery = graphql(`
  query ProducerShops {
    manufacturerShops { id hostname }
  }
`);
