export * from './board-colors';
export * from './board-preview';
