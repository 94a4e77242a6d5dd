export * from './mail-outbox';
export * from './mail-sender';
export * from './mail-transport';
export * from './periodic-task';
export * from './schema';
export { mailTotalOf } from './mail-counts';
