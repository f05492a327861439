import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { webhookEndpointDecider, webhookEndpointStream } from '@receptionist/webhooks-domain';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import type { WebhookCommandResult } from '../webhook-command-result';
import { PauseWebhookEndpointCommand } from './pause-webhook-endpoint.command';

@CommandHandler(PauseWebhookEndpointCommand)
export class PauseWebhookEndpointHandler implements ICommandHandler<PauseWebhookEndpointCommand> {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async execute({ owner, endpointId, by }: PauseWebhookEndpointCommand): Promise<WebhookCommandResult> {
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: webhookEndpointStream(endpointId),
      decider: webhookEndpointDecider,
      command: { type: 'PauseWebhookEndpoint', data: { endpointId, owner, by } },
      metadata: { actorId: by.userId },
    });
    return { endpointId, position };
  }
}
