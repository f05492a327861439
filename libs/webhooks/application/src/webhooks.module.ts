import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { openServerSecrets } from '@receptionist/server-secrets';
import { WebhookOwners } from './access/webhook-owners';
import { ReplayWebhookDeliveriesHandler } from './commands/replay-webhook-deliveries/replay-webhook-deliveries.handler';
import { ResendWebhookDeliveryHandler } from './commands/resend-webhook-delivery/resend-webhook-delivery.handler';
import { WebhooksProcessManagerService } from './delivery/webhooks-process-manager.service';
import { webhookDeliveriesProjector } from './projections/webhook-deliveries/webhook-deliveries.projector';
import { WebhookDeliveryHandler } from './queries/webhook-delivery/webhook-delivery.handler';
import { WebhookDeliveriesHandler } from './queries/webhook-deliveries/webhook-deliveries.handler';
import { WebhookDeliveriesResolver } from './webhook-deliveries.resolver';
import { WebhookEndpointStreams } from './commands/webhook-endpoint-streams';
import { AddWebhookEndpointHandler } from './commands/add-webhook-endpoint/add-webhook-endpoint.handler';
import { ChangeWebhookEndpointHandler } from './commands/change-webhook-endpoint/change-webhook-endpoint.handler';
import { PauseWebhookEndpointHandler } from './commands/pause-webhook-endpoint/pause-webhook-endpoint.handler';
import { RemoveWebhookEndpointHandler } from './commands/remove-webhook-endpoint/remove-webhook-endpoint.handler';
import { ResumeWebhookEndpointHandler } from './commands/resume-webhook-endpoint/resume-webhook-endpoint.handler';
import { RotateWebhookSecretHandler } from './commands/rotate-webhook-secret/rotate-webhook-secret.handler';
import { webhookEndpointsProjector } from './projections/webhook-endpoints/webhook-endpoints.projector';
import { WebhookEndpointHandler, WebhookEndpointsHandler } from './queries/webhook-endpoints/webhook-endpoints.handlers';
import { WebhookSecrets } from './secrets/webhook-secrets';
import { WebhookEndpointsResolver } from './webhook-endpoints.resolver';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from './webhooks-platform';

/**
 * The webhooks context: owners' and administrators' endpoints (with their signing secrets in the shared secret
 * store), the process manager delivering facts to them, and each endpoint's delivery log. Needs WEBHOOKS_PLATFORM and the parsed Config (CONFIG) for the shared secret store.
 */
@Module({
  providers: [
    {
      provide: WebhookSecrets,
      inject: [WEBHOOKS_PLATFORM, CONFIG],
      useFactory: async (platform: WebhooksPlatform, config: Config) =>
        new WebhookSecrets(await openServerSecrets({ dataDir: platform.dataDir, mongoUrl: config.identity.mongoUrl, ...config.sharedSecrets })),
    },
    WebhookOwners,
    WebhookEndpointStreams,
    AddWebhookEndpointHandler,
    ChangeWebhookEndpointHandler,
    RotateWebhookSecretHandler,
    PauseWebhookEndpointHandler,
    ResumeWebhookEndpointHandler,
    RemoveWebhookEndpointHandler,
    WebhookEndpointsHandler,
    WebhookEndpointHandler,
    WebhookEndpointsResolver,
    ResendWebhookDeliveryHandler,
    ReplayWebhookDeliveriesHandler,
    WebhookDeliveriesHandler,
    WebhookDeliveryHandler,
    WebhookDeliveriesResolver,
    WebhooksProcessManagerService,
  ],
  exports: [WebhookSecrets],
})
export class WebhooksModule implements OnApplicationShutdown {
  constructor(@Inject(WebhookSecrets) private readonly secrets: WebhookSecrets) {}

  onApplicationShutdown(): Promise<void> {
    return this.secrets.close();
  }
}

export const webhooksProjectors = [webhookEndpointsProjector, webhookDeliveriesProjector];
