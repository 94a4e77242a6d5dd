export * from './databases';
export * from './nexar-shaped-server';
export * from './roomy-throttling';
