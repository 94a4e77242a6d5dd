export * from './csv-export';
