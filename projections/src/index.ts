export * from './reactors';
export * from './read-models';
