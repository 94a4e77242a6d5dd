export * from './databases';
export * from './nexar-shaped-server';
export * from './roomy-throttling';
export * from './counted-calls';
export * from './readable';
export * from './sign-in-form';
export * from './held-transaction';
