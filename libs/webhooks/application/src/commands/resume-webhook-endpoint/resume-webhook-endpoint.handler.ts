import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WebhookCommandResult } from '../webhook-command-result';
import { WebhookEndpointStreams } from '../webhook-endpoint-streams';
import { ResumeWebhookEndpointCommand } from './resume-webhook-endpoint.command';

@CommandHandler(ResumeWebhookEndpointCommand)
export class ResumeWebhookEndpointHandler implements ICommandHandler<ResumeWebhookEndpointCommand> {
  constructor(private readonly endpoints: WebhookEndpointStreams) {}

  execute({ owner, endpointId, by }: ResumeWebhookEndpointCommand): Promise<WebhookCommandResult> {
    return this.endpoints.decide({ type: 'ResumeWebhookEndpoint', data: { endpointId, owner, by } });
  }
}
