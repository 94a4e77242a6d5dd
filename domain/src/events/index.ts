export * from './domain-event';
export * from './upcast';
