export * from './capability-checks';
export * from './capability-guidance';
export * from './capability-search';
export * from './geo-distance';
export * from './match-producers';
export * from './package-geometry';
export * from './part-number';
export * from './producer-sorting';
