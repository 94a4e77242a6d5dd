/** Events about a person's notifications, in their user stream (`user-<userId>`). */
export type NotificationEvent = {
  type: 'ChatNotificationsSwitched';
  /** Whether the person gets mails about new messages in the chat of one order. */
  data: { userId: string; chatId: string; subscribed: boolean; occurredAt: string };
};

export const NOTIFICATION_EVENT_VERSIONS: Record<NotificationEvent['type'], number> = {
  ChatNotificationsSwitched: 1,
};
