export * from './integration-events';
export * from './to-integration-event';
