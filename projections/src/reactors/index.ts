export * from './chat-announcements';
export * from './chat-notifications';
export * from './notification-schema';
export * from './order-participants';
export * from './response-window-timer';
export * from './signup-reminder-mails';
export * from './mail-delivery';
export * from './reservation-keeper';
