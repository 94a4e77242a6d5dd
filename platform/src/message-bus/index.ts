export * from './in-process-bus';
export * from './kafka-bus';
export * from './message-bus';
export * from './open-message-bus';
