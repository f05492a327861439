export * from './webhook-endpoint.events';
