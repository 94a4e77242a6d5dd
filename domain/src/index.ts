export * from './errors';
export * from './ordering';
