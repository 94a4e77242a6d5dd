export * from './inspect-upload';
