import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AddWebhookEndpoint, webhookEndpointDecider, webhookEndpointSettings, webhookOwnerKey } from '@receptionist/webhooks-domain';
import { WEBHOOK_ENDPOINTS, WEBHOOK_ENDPOINTS_PROJECTOR } from '../../projections/webhook-endpoints/webhook-endpoints.projector';
import { WebhookSecrets } from '../../secrets/webhook-secrets';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import { assertReachableWebhookUrl } from '../reachable-webhook-url';
import type { WebhookCommandResult } from '../webhook-command-result';
import { WebhookEndpointStreams } from '../webhook-endpoint-streams';
import { AddWebhookEndpointCommand } from './add-webhook-endpoint.command';

/**
 * Each endpoint is its own stream, so the limit per owner is decided from the endpoints projection, read once it has
 * applied everything logged so far. Two adds of one owner racing each other could both see 9 and make 11: the limit
 * is a guard against runaway set-ups, not a billing quota, and one owner adding twice at the same instant is rare.
 */
@CommandHandler(AddWebhookEndpointCommand)
export class AddWebhookEndpointHandler implements ICommandHandler<AddWebhookEndpointCommand> {
  constructor(
    private readonly endpoints: WebhookEndpointStreams,
    private readonly secrets: WebhookSecrets,
    @Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform,
  ) {}

  async execute({ owner, input, by }: AddWebhookEndpointCommand): Promise<WebhookCommandResult & { secret: string }> {
    const { url } = webhookEndpointSettings(input, owner);
    await assertReachableWebhookUrl(this.platform.outboundHttp, url);
    const liveEndpoints = await this.liveEndpointsOf(webhookOwnerKey(owner));
    const endpointId = randomUUID();
    const add = (secretVersion: number): AddWebhookEndpoint => ({
      type: 'AddWebhookEndpoint',
      data: { endpointId, owner, ...input, liveEndpoints, secretVersion, by },
    });
    // Decided once before a secret is sealed, so a refused add leaves no secret behind (a new id's secret is version 1).
    webhookEndpointDecider.decide(add(1), webhookEndpointDecider.initialState, { now: new Date() });
    const { secret, version } = await this.secrets.create(endpointId);
    const added = await this.endpoints.decide(add(version));
    return { ...added, secret };
  }

  private async liveEndpointsOf(ownerKey: string): Promise<number> {
    await this.platform.projections.waitFor(await this.platform.eventStore.headPosition(), { projectors: [WEBHOOK_ENDPOINTS_PROJECTOR] });
    return this.platform.readModels.collection(WEBHOOK_ENDPOINTS).count({ ownerKey });
  }
}
