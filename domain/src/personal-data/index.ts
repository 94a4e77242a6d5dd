export * from './personal-data-fields';
