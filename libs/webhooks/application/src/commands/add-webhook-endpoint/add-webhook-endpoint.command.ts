import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';
import type { WebhookEndpointInput, WebhookOwner } from '@receptionist/webhooks-domain';
import type { WebhookCommandResult } from '../webhook-command-result';

export class AddWebhookEndpointCommand extends Command<WebhookCommandResult & { secret: string }> {
  constructor(
    readonly owner: WebhookOwner,
    readonly input: WebhookEndpointInput,
    readonly by: Actor,
  ) {
    super();
  }
}
