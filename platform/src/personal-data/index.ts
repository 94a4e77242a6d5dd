export * from './personal-data-vault';
export * from './schema';
