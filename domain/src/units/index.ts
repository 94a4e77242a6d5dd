export * from './length-units';
