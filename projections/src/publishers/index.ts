export * from './integration-event-publisher';
