export * from './errors';
export * from './event-store';
export * from './position';
export * from './processor';
export * from './schema';
export * from './sql-event-store';
