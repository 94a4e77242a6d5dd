export * from './order-draft';
export * from './draft-files';
export * from './draft-steps';
export * from './create-order-input';
