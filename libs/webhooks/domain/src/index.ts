export * from './webhook-endpoint.events';
export * from './webhook-delivery.events';
export * from './webhook-delivery.commands';
export * from './webhook-delivery.state';
export * from './webhook-delivery.decider';
export * from './webhook-delivery.errors';
export * from './webhook-delivery.personal-data';
export * from './webhook-payloads';
