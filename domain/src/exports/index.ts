export * from './csv-export';
export * from './export-tables';
