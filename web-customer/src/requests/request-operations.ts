import { graphql, type ResultOf } from '@pcbm/web-kit/graphql/graphql';

/** The customer's requests, newest first, a page at a time. */
export const MyRequestsQuery = graphql(`
  query MyRequests($first: Int!, $after: String, $whitelabelFilter: [ID!]) {
    orders(first: $first, after: $after, whitelabelFilter: $whitelabelFilter) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          id
          name
          createdOn
          updatedOn
          fromWhitelabelId
          asCompany { id name }
          orders {
            id
            status
            type
            quantity
            pcbVersion
            updatedOn
            unreadMessages { chatId amount }
            responseDeadline
            manufacturer { id company { id name } }
            preview { id current { id path } }
          }
        }
      }
    }
  }
`);
export type MyRequest = ResultOf<typeof MyRequestsQuery>['orders']['edges'][number]['node'];

export const AnswerQuoteMutation = graphql(`
  mutation AnswerQuote($orderId: ID!, $quoteId: ID!, $status: AcceptDeclineStatus!, $reason: CancelReason!, $reasonText: String) {
    answerOrderQuote(orderId: $orderId, quoteId: $quoteId, status: $status, reason: $reason, reasonText: $reasonText) { id orders { id status } }
  }
`);

export const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!, $reason: CancelReason, $reasonText: String) {
    updateOrderStatus(orderId: $orderId, status: $status, reason: $reason, reasonText: $reasonText) { id orders { id status } }
  }
`);

export const UpdateOrderFeedbackMutation = graphql(`
  mutation UpdateOrderFeedback($orderId: ID!, $feedback: OrderFeedbackInput!) {
    updateOrderFeedback(orderId: $orderId, feedback: $feedback) { id orders { id feedback { productionQuality completionTime customerSupport platform comment } } }
  }
`);
