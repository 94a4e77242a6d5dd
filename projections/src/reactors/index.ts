export * from './chat-announcements';
