import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';
import type { WebhookEndpointInput, WebhookOwner } from '@receptionist/webhooks-domain';
import type { WebhookCommandResult } from '../webhook-command-result';

export class ChangeWebhookEndpointCommand extends Command<WebhookCommandResult> {
  constructor(
    readonly owner: WebhookOwner,
    readonly endpointId: string,
    readonly input: WebhookEndpointInput,
    readonly by: Actor,
  ) {
    super();
  }
}
