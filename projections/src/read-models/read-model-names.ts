/**
 * The read models by name, as their processors are called in the checkpoints: a writer that must answer with
 * what it wrote waits for these, so a renamed read model is a type error, not a silent five-second wait.
 */
export const READ_MODELS = {
  accounts: 'accounts',
  orders: 'orders',
  shops: 'shops',
  chats: 'chats',
  signupReminders: 'signup-reminders',
  bomSheets: 'bom-sheets',
  /** The chat notification reactor also keeps who wants mails about a chat, which the notification switch reads back. */
  chatNotifications: 'chat-notifications',
  /**
   * The system messages a change of an order or of the customer's company adds to the order's chat. A command that
   * causes them answers after they are in the chat, so whatever its caller writes next comes after them.
   */
  chatAnnouncements: 'chat-announcements',
} as const;
export type ReadModelName = (typeof READ_MODELS)[keyof typeof READ_MODELS];
