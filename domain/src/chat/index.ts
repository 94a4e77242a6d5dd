export * from './chat-events';
export * from './system-messages';
