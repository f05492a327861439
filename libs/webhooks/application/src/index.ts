export { WEBHOOKS_PLATFORM, type WebhooksPlatform } from './webhooks-platform';
export { WebhooksModule, webhooksProjectors } from './webhooks.module';
export { WebhookSecrets, type IssuedWebhookSecret } from './secrets/webhook-secrets';
export { WEBHOOK_ENDPOINTS, WEBHOOK_ENDPOINTS_PROJECTOR, type WebhookEndpointDoc } from './projections/webhook-endpoints/webhook-endpoints.projector';
