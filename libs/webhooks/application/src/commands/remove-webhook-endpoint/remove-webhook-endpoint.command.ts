import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';
import type { WebhookOwner } from '@receptionist/webhooks-domain';
import type { WebhookCommandResult } from '../webhook-command-result';

export class RemoveWebhookEndpointCommand extends Command<WebhookCommandResult> {
  constructor(
    readonly owner: WebhookOwner,
    readonly endpointId: string,
    readonly by: Actor,
  ) {
    super();
  }
}
