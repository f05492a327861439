import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_ENDPOINTS_PROJECTOR } from '../../projections/webhook-endpoints/webhook-endpoints.projector';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import type { WebhookCommandResult } from '../webhook-command-result';
import { WebhookEndpointStreams } from '../webhook-endpoint-streams';
import { RemoveWebhookEndpointCommand } from './remove-webhook-endpoint.command';

@CommandHandler(RemoveWebhookEndpointCommand)
export class RemoveWebhookEndpointHandler implements ICommandHandler<RemoveWebhookEndpointCommand> {
  constructor(
    private readonly endpoints: WebhookEndpointStreams,
    @Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform,
  ) {}

  async execute({ owner, endpointId, by }: RemoveWebhookEndpointCommand): Promise<WebhookCommandResult> {
    const removed = await this.endpoints.decide({ type: 'RemoveWebhookEndpoint', data: { endpointId, owner, by } });
    // Read-your-writes: the owner's list, asked for right after, no longer shows it.
    if (removed.position !== null) await this.platform.projections.waitFor(removed.position, { projectors: [WEBHOOK_ENDPOINTS_PROJECTOR] });
    return removed;
  }
}
