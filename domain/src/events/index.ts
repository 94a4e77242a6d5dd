export * from './domain-event';
export * from './upcast';
export type { Upcaster } from './upcasters';
export * from './stream-categories';
