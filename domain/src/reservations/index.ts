export * from './reservation-events';
export * from './reservation-decider';
