import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { webhookEndpointSettings } from '@receptionist/webhooks-domain';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import { assertReachableWebhookUrl } from '../reachable-webhook-url';
import type { WebhookCommandResult } from '../webhook-command-result';
import { WebhookEndpointStreams } from '../webhook-endpoint-streams';
import { ChangeWebhookEndpointCommand } from './change-webhook-endpoint.command';

@CommandHandler(ChangeWebhookEndpointCommand)
export class ChangeWebhookEndpointHandler implements ICommandHandler<ChangeWebhookEndpointCommand> {
  constructor(
    private readonly endpoints: WebhookEndpointStreams,
    @Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform,
  ) {}

  async execute({ owner, endpointId, input, by }: ChangeWebhookEndpointCommand): Promise<WebhookCommandResult> {
    const { url } = webhookEndpointSettings(input, owner);
    await assertReachableWebhookUrl(this.platform.outboundHttp, url);
    return this.endpoints.decide({ type: 'ChangeWebhookEndpoint', data: { endpointId, owner, ...input, by } });
  }
}
