export * from './log-safe-error';
