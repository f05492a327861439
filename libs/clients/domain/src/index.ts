export * from './client-identity';
export * from './client.commands';
export * from './client.decider';
export * from './client.errors';
export * from './client.events';
export * from './client.state';
export * from './phone-line.decider';
