import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { webhookEndpointDecider, webhookEndpointStream } from '@receptionist/webhooks-domain';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import type { WebhookCommandResult } from '../webhook-command-result';
import { ResumeWebhookEndpointCommand } from './resume-webhook-endpoint.command';

@CommandHandler(ResumeWebhookEndpointCommand)
export class ResumeWebhookEndpointHandler implements ICommandHandler<ResumeWebhookEndpointCommand> {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async execute({ owner, endpointId, by }: ResumeWebhookEndpointCommand): Promise<WebhookCommandResult> {
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: webhookEndpointStream(endpointId),
      decider: webhookEndpointDecider,
      command: { type: 'ResumeWebhookEndpoint', data: { endpointId, owner, by } },
      metadata: { actorId: by.userId },
    });
    return { endpointId, position };
  }
}
