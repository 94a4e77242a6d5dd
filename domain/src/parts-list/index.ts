export * from './bom-columns';
export * from './bom-import';
export * from './designators';
export * from './table-markers';
