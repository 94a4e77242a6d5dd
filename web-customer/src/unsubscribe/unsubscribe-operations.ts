import { graphql } from '@pcbm/web-kit/graphql/graphql';

/** The chat of one producer's order (the id of the order the mail's link names). */
export const ChatOfOrderQuery = graphql(`
  query UnsubscribeChatOfOrder($orderId: ID!) {
    fetchChatByOrderId(orderId: $orderId) { id resource }
  }
`);

/** The request (super order) an order belongs to, for the link back to it. */
export const RequestOfOrderQuery = graphql(`
  query UnsubscribeRequestOfOrder($orderId: ID!) {
    fetchOrder(orderId: $orderId) { id }
  }
`);

export const UnsubscribeChatMailsMutation = graphql(`
  mutation UnsubscribeChatMails($chatId: ID!) {
    unsubscribeFromChatNotifications(chatId: $chatId) { chatId subscribed }
  }
`);

export const SubscribeChatMailsMutation = graphql(`
  mutation SubscribeChatMails($chatId: ID!) {
    subscribeToChatNotifications(chatId: $chatId) { chatId subscribed }
  }
`);

export const UnsubscribeSignupReminderMutation = graphql(`
  mutation UnsubscribeSignupReminder($key: String!) {
    unsubscribeFromSignupReminder(key: $key)
  }
`);
