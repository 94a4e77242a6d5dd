export * from './domain-event-store';
export * from './errors';
export * from './event-store';
export * from './position';
export * from './product-event-store';
export * from './processor';
export * from './schema';
export * from './sql-event-store';
