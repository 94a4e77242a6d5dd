export * from './databases';
