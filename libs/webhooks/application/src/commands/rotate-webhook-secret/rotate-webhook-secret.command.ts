import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';
import type { WebhookOwner } from '@receptionist/webhooks-domain';
import type { WebhookCommandResult } from '../webhook-command-result';

export class RotateWebhookSecretCommand extends Command<WebhookCommandResult & { secret: string }> {
  constructor(
    readonly owner: WebhookOwner,
    readonly endpointId: string,
    readonly by: Actor,
  ) {
    super();
  }
}
