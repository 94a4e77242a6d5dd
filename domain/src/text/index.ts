export * from './text-rules';
export * from './free-text';
