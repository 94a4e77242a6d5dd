export * from './nexar-part-mapping';
export * from './nexar-parts-source';
export * from './offline-catalogue-parts';
export * from './offline-parts-catalogue';
export * from './parts-cache';
export * from './parts-catalogue';
export * from './parts-source';
