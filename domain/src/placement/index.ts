export * from './cpl-columns';
export * from './cpl-import';
export * from './units';
