export * from './csv';
export * from './keywords';
export * from './read-table';
export * from './table';
