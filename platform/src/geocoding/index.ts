export * from './geocoder';
export * from './offline-city-geocoder';
