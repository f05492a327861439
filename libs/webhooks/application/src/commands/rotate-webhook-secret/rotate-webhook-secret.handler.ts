import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { fold } from '@receptionist/domain-kit';
import {
  sameWebhookOwner,
  webhookEndpointDecider,
  type WebhookEndpointEvent,
  webhookEndpointNotFound,
  type WebhookEndpointState,
  webhookEndpointStream,
} from '@receptionist/webhooks-domain';
import { WebhookSecrets } from '../../secrets/webhook-secrets';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import type { WebhookCommandResult } from '../webhook-command-result';
import { RotateWebhookSecretCommand } from './rotate-webhook-secret.command';

/** The secret store is changed only for the caller's own live endpoint; the event then records the new version. */
@CommandHandler(RotateWebhookSecretCommand)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecretCommand> {
  constructor(
    @Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform,
    private readonly secrets: WebhookSecrets,
  ) {}

  async execute({ owner, endpointId, by }: RotateWebhookSecretCommand): Promise<WebhookCommandResult & { secret: string }> {
    const stream = webhookEndpointStream(endpointId);
    const state = fold<WebhookEndpointState, WebhookEndpointEvent>(webhookEndpointDecider, await this.platform.eventStore.readStream(stream));
    if (!state.exists || !sameWebhookOwner(state.owner, owner)) throw webhookEndpointNotFound();
    const { secret, version } = await this.secrets.rotate(endpointId);
    const { position } = await handleCommand(this.platform.eventStore, {
      stream,
      decider: webhookEndpointDecider,
      command: { type: 'RotateWebhookSecret', data: { endpointId, owner, secretVersion: version, by } },
      metadata: { actorId: by.userId },
    });
    return { endpointId, position, secret };
  }
}
