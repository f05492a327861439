export * from './user.events';
export * from './user.commands';
export * from './user.errors';
export * from './user.state';
export * from './user.decider';
export * from './user.upcasters';
export * from './user.personal-data';
