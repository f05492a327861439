export { WEBHOOKS_PLATFORM, type WebhooksPlatform } from './webhooks-platform';
export { WebhooksModule, webhooksProjectors } from './webhooks.module';
export { WebhookSecrets, type IssuedWebhookSecret } from './secrets/webhook-secrets';
export { WEBHOOK_ENDPOINTS, WEBHOOK_ENDPOINTS_PROJECTOR, type WebhookEndpointDoc } from './projections/webhook-endpoints/webhook-endpoints.projector';
export { WebhooksProcessManager, type WebhooksProcessManagerOptions } from './delivery/webhooks-process-manager';
export { WebhooksProcessManagerService } from './delivery/webhooks-process-manager.service';
export { WEBHOOKS_PROCESS_MANAGER, PM_WEBHOOK_DUE, PM_WEBHOOK_ENDPOINTS } from './delivery/webhooks-state';
export {
  WEBHOOK_DELIVERIES,
  WEBHOOK_DELIVERIES_PROJECTOR,
  type WebhookDeliveryDoc,
} from './projections/webhook-deliveries/webhook-deliveries.projector';
