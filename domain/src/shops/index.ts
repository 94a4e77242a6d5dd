export * from './shop-events';
export * from './shop-inputs';
export * from './site-mode';
