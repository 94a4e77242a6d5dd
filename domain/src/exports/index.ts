export * from './csv-export';
export * from './export-tables';
export * from './export-file-names';
export * from './xlsx-export';
export * from './order-dump-size';
