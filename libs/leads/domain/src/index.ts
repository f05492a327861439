export * from './demo-request.commands';
export * from './demo-request.decider';
export * from './demo-request.errors';
export * from './demo-request.events';
export * from './demo-request.state';
export * from './demo-request.personal-data';
