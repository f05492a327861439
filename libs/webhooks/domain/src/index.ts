export * from './webhook-endpoint.commands';
export * from './webhook-endpoint.decider';
export * from './webhook-endpoint.errors';
export * from './webhook-endpoint.events';
export * from './webhook-endpoint.state';
export * from './webhooks.personal-data';
export * from './webhook-owner';
