/** What the API reads from the read models: every model's queries, without its projector or schema. */
export * from './read-models/accounts/queries';
export { accountTotalOf, type AccountList } from './read-models/accounts/account-counts';
export * from './read-models/orders/queries';
export * from './read-models/shops/queries';
export * from './read-models/chats/queries';
export * from './read-models/signup-reminders/queries';
export * from './read-models/bom-sheets/queries';
export * from './read-models/chat-notification-settings/queries';
