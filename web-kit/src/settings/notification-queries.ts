import { graphql, type ResultOf } from '../graphql/graphql';

/** A page of the customer's requests with each producer's order (one chat each). */
export const CustomerChatsQuery = graphql(`
  query SettingsCustomerChats($first: Int!, $after: String) {
    orders(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id name createdOn orders { id status manufacturer { id company { id name } } } } }
    }
  }
`);

/** A page of the requests sent to the producer, each with the producer's own order (one chat each). */
export const ProducerChatsQuery = graphql(`
  query SettingsProducerChats($first: Int!, $after: String) {
    manufacturerOrders(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id name createdOn asCompany { id name } placedBy { id firstName lastName } orders { id status } } }
    }
  }
`);

export const ChatNotificationSettingsQuery = graphql(`
  query SettingsChatNotifications($chatIds: [ID!]!) {
    chatNotificationSettings(chatIds: $chatIds) { chatId subscribed }
  }
`);

export type CustomerChatsPage = ResultOf<typeof CustomerChatsQuery>['orders'];
export type ProducerChatsPage = ResultOf<typeof ProducerChatsQuery>['manufacturerOrders'];
