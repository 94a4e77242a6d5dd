export * from './decode-text';
