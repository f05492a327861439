import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sameWebhookOwner, webhookEndpointNotFound } from '@receptionist/webhooks-domain';
import { WebhookSecrets } from '../../secrets/webhook-secrets';
import type { WebhookCommandResult } from '../webhook-command-result';
import { WebhookEndpointStreams } from '../webhook-endpoint-streams';
import { RotateWebhookSecretCommand } from './rotate-webhook-secret.command';

/** The secret store is changed only for the caller's own live endpoint; the event then records the new version. */
@CommandHandler(RotateWebhookSecretCommand)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecretCommand> {
  constructor(
    private readonly endpoints: WebhookEndpointStreams,
    private readonly secrets: WebhookSecrets,
  ) {}

  async execute({ owner, endpointId, by }: RotateWebhookSecretCommand): Promise<WebhookCommandResult & { secret: string }> {
    const state = await this.endpoints.stateOf(endpointId);
    if (!state.exists || !sameWebhookOwner(state.owner, owner)) throw webhookEndpointNotFound();
    const { secret, version } = await this.secrets.rotate(endpointId);
    const rotated = await this.endpoints.decide({ type: 'RotateWebhookSecret', data: { endpointId, owner, secretVersion: version, by } });
    return { ...rotated, secret };
  }
}
