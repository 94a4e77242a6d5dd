export * from './chat-notification-mail';
export * from './mail-content';
export * from './mail-links';
export * from './notification-events';
export * from './response-window-mails';
export * from './signup-reminder-mail';
export * from './response-window-due';
