import { graphql, type ResultOf } from '../graphql/graphql';

const ChatMessageFields = graphql(`
  fragment ChatMessageFields on ChatMessage @_unmask {
    id
    kind
    createdOn
    senderId
    senderRole
    text
    filename
    fileId
    fileDescription
    fileKind
    parameter
    changedTo
    operation
    numberComponents
    orderStatus
    quoteStatus
    quoteFileId
    orderVersionedFileId
    companyId
    userId
    added
  }
`);

const ChatFields = graphql(`
  fragment ChatFields on Chat @_unmask {
    id
    resource
    assignees { requesterIds handlerIds }
    participants { role companyId companyName userIds }
  }
`);

/** An order's chat: its id (for every other call) and who is on each side. */
export const ChatByOrderQuery = graphql(
  `
    query ChatByOrder($orderId: ID!) {
      fetchChatByOrderId(orderId: $orderId) { ...ChatFields }
    }
  `,
  [ChatFields],
);

/** One page of messages, oldest first: `last` (+ `before`) pages backwards, `first` + `after` forwards. */
export const ChatMessagesQuery = graphql(
  `
    query ChatMessages($chatId: ID!, $first: Int, $after: String, $last: Int, $before: String) {
      fetchMessages(chatId: $chatId, first: $first, after: $after, last: $last, before: $before) {
        edges { cursor node { ...ChatMessageFields } }
        pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
        totalCount
      }
    }
  `,
  [ChatMessageFields],
);

export const SendTextMessageMutation = graphql(
  `
    mutation SendTextMessage($chatId: ID!, $text: String!) {
      sendNewTextMessage(chatId: $chatId, text: $text) { ...ChatMessageFields }
    }
  `,
  [ChatMessageFields],
);

export const SendFileMessageMutation = graphql(
  `
    mutation SendFileMessage($chatId: ID!, $file: Upload!, $description: String) {
      sendNewFileMessage(chatId: $chatId, file: $file, description: $description) { ...ChatMessageFields }
    }
  `,
  [ChatMessageFields],
);

export const AssignToChatMutation = graphql(
  `
    mutation AssignToChat($chatId: ID!) {
      assignUserToChat(chatId: $chatId) { ...ChatFields }
    }
  `,
  [ChatFields],
);

export const UnassignFromChatMutation = graphql(`
  mutation UnassignFromChat($chatId: ID!) {
    unassignUserFromChat(chatId: $chatId)
  }
`);

export const ChatNotificationQuery = graphql(`
  query ChatNotification($chatId: ID!) {
    chatNotificationSetting(chatId: $chatId) { chatId subscribed }
  }
`);

export const SubscribeToChatMutation = graphql(`
  mutation SubscribeToChat($chatId: ID!) {
    subscribeToChatNotifications(chatId: $chatId) { chatId subscribed }
  }
`);

export const UnsubscribeFromChatMutation = graphql(`
  mutation UnsubscribeFromChat($chatId: ID!) {
    unsubscribeFromChatNotifications(chatId: $chatId) { chatId subscribed }
  }
`);

/** A person's name as anyone who shares an order with them may see it. */
export const PersonNameQuery = graphql(`
  query PersonName($id: ID!) {
    user(id: $id) {
      __typename
      ... on UserProfile { id firstName lastName }
      ... on UserPublicAttributes { id firstName lastName }
    }
  }
`);

export type Chat = ResultOf<typeof ChatByOrderQuery>['fetchChatByOrderId'];
export type ChatParticipantGroup = Chat['participants'][number];
export type ChatMessage = ResultOf<typeof ChatMessagesQuery>['fetchMessages']['edges'][number]['node'];
export type ChatMessagePage = ResultOf<typeof ChatMessagesQuery>['fetchMessages'];
