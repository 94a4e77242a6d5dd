export * from './board-file-content';
export * from './classify-file';
export * from './list-keywords';
export * from './name-words';
export * from './project-files';
