export * from './reactors';
export * from './read-models';
export * from './publishers';
export * from './runner-options';
