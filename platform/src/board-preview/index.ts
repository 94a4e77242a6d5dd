export * from './preview-png';
