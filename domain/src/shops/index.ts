export * from './shop-events';
export * from './shop-inputs';
export * from './site-mode';
export * from './shop-decider';
