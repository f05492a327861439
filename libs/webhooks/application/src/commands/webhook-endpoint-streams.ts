import { Inject, Injectable } from '@nestjs/common';
import { handleCommand } from '@receptionist/cqrs';
import { fold } from '@receptionist/domain-kit';
import {
  type PauseFailingWebhookEndpoint,
  webhookEndpointDecider,
  type WebhookEndpointCommand,
  type WebhookEndpointEvent,
  type WebhookEndpointState,
  webhookEndpointStream,
} from '@receptionist/webhooks-domain';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../webhooks-platform';
import type { WebhookCommandResult } from './webhook-command-result';

/** A command an owner or an administrator gives; the delivery process decides its own pause of a failing endpoint. */
export type OwnersWebhookEndpointCommand = Exclude<WebhookEndpointCommand, PauseFailingWebhookEndpoint>;

/** Each endpoint is its own stream: its state is folded from it, and owners' commands are decided on it. */
@Injectable()
export class WebhookEndpointStreams {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async stateOf(endpointId: string): Promise<WebhookEndpointState> {
    const events = await this.platform.eventStore.readStream(webhookEndpointStream(endpointId));
    return fold<WebhookEndpointState, WebhookEndpointEvent>(webhookEndpointDecider, events);
  }

  async decide(command: OwnersWebhookEndpointCommand): Promise<WebhookCommandResult> {
    const { endpointId, by } = command.data;
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: webhookEndpointStream(endpointId),
      decider: webhookEndpointDecider,
      command,
      metadata: { actorId: by.userId },
    });
    return { endpointId, position };
  }
}
