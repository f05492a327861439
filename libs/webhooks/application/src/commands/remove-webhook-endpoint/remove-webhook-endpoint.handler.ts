import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { webhookEndpointDecider, webhookEndpointStream } from '@receptionist/webhooks-domain';
import { WEBHOOK_ENDPOINTS_PROJECTOR } from '../../projections/webhook-endpoints/webhook-endpoints.projector';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import type { WebhookCommandResult } from '../webhook-command-result';
import { RemoveWebhookEndpointCommand } from './remove-webhook-endpoint.command';

@CommandHandler(RemoveWebhookEndpointCommand)
export class RemoveWebhookEndpointHandler implements ICommandHandler<RemoveWebhookEndpointCommand> {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async execute({ owner, endpointId, by }: RemoveWebhookEndpointCommand): Promise<WebhookCommandResult> {
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: webhookEndpointStream(endpointId),
      decider: webhookEndpointDecider,
      command: { type: 'RemoveWebhookEndpoint', data: { endpointId, owner, by } },
      metadata: { actorId: by.userId },
    });
    // Read-your-writes: the owner's list, asked for right after, no longer shows it.
    if (position !== null) await this.platform.projections.waitFor(position, { projectors: [WEBHOOK_ENDPOINTS_PROJECTOR] });
    return { endpointId, position };
  }
}
