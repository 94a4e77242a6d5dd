export * from './accounts';
export * from './errors';
export * from './events';
export * from './files';
export * from './ordering';
export * from './personal-data';
