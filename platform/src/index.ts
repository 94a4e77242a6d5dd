export * from './config';
export * from './event-store';
export * from './file-store';
export * from './sql/database';
export * from './sql/open-database';
export * from './sql/pg-database';
export * from './sql/pglite-database';
export * from './sql/sql-client';
