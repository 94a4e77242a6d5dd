export * from './account-events';
export * from './account-inputs';
export * from './account-vocabulary';
export * from './company-decide';
export * from './contact-events';
export * from './export-settings';
export * from './manufacturer-inputs';
export * from './nda-text';
