export * from './file-kinds';
export * from './file-name';
export * from './pdf';
export * from './served-type';
export * from './image-rule';
