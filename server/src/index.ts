export { createSystem, type System } from './system';
