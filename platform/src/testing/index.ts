export * from './databases';
export * from './nexar-shaped-server';
