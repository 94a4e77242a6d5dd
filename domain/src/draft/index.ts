export * from './order-draft';
