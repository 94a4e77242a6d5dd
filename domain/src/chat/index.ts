export * from './chat-events';
export * from './system-messages';
export * from './chat-decide';
export * from './chat-participant-machine';
export * from './chat-decider';
