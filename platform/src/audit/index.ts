export * from './audit-signing-key';
export * from './history-export';
export * from './history-verify';
