export * from './call-identity';
export * from './call-report';
export * from './call.decider';
export * from './call.events';
export * from './calls.errors';
export * from './usage-period';
export * from './usage.decider';
export * from './usage.events';
