export * from './bom-cells';
export * from './bom-column-kind';
export * from './bom-component';
export * from './bom-markers';
export * from './bom-problems';
export * from './component-type';
export * from './designators';
export * from './import-bom';
