import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WebhookCommandResult } from '../webhook-command-result';
import { WebhookEndpointStreams } from '../webhook-endpoint-streams';
import { PauseWebhookEndpointCommand } from './pause-webhook-endpoint.command';

@CommandHandler(PauseWebhookEndpointCommand)
export class PauseWebhookEndpointHandler implements ICommandHandler<PauseWebhookEndpointCommand> {
  constructor(private readonly endpoints: WebhookEndpointStreams) {}

  execute({ owner, endpointId, by }: PauseWebhookEndpointCommand): Promise<WebhookCommandResult> {
    return this.endpoints.decide({ type: 'PauseWebhookEndpoint', data: { endpointId, owner, by } });
  }
}
