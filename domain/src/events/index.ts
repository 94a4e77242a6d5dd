export * from './domain-event';
export * from './upcast';
export type { Upcaster } from './upcasters';
export * from './stream-categories';
export * from './decider';
export * from './event-families';
