import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { webhookEndpointDecider, webhookEndpointSettings, webhookEndpointStream } from '@receptionist/webhooks-domain';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import { assertReachableWebhookUrl } from '../reachable-webhook-url';
import type { WebhookCommandResult } from '../webhook-command-result';
import { ChangeWebhookEndpointCommand } from './change-webhook-endpoint.command';

@CommandHandler(ChangeWebhookEndpointCommand)
export class ChangeWebhookEndpointHandler implements ICommandHandler<ChangeWebhookEndpointCommand> {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async execute({ owner, endpointId, input, by }: ChangeWebhookEndpointCommand): Promise<WebhookCommandResult> {
    const { url } = webhookEndpointSettings(input, owner);
    await assertReachableWebhookUrl(this.platform.outboundHttp, url);
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: webhookEndpointStream(endpointId),
      decider: webhookEndpointDecider,
      command: { type: 'ChangeWebhookEndpoint', data: { endpointId, owner, ...input, by } },
      metadata: { actorId: by.userId },
    });
    return { endpointId, position };
  }
}
