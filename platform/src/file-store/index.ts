export * from './file-store';
export * from './local-file-store';
export * from './schema';
