import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { webhookEndpointNotFound, webhookOwnerKey } from '@receptionist/webhooks-domain';
import { toWebhookEndpointType, type WebhookEndpointType } from '../../graphql/webhook-endpoint.type';
import {
  WEBHOOK_ENDPOINTS,
  WEBHOOK_ENDPOINTS_PROJECTOR,
  type WebhookEndpointDoc,
} from '../../projections/webhook-endpoints/webhook-endpoints.projector';
import { WebhookSecrets } from '../../secrets/webhook-secrets';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import { WebhookEndpointQuery, WebhookEndpointsQuery } from './webhook-endpoints.query';

@QueryHandler(WebhookEndpointsQuery)
export class WebhookEndpointsHandler implements IQueryHandler<WebhookEndpointsQuery, WebhookEndpointType[]> {
  constructor(
    @Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform,
    private readonly secrets: WebhookSecrets,
  ) {}

  async execute({ owner }: WebhookEndpointsQuery): Promise<WebhookEndpointType[]> {
    const docs = await this.platform.readModels
      .collection<WebhookEndpointDoc>(WEBHOOK_ENDPOINTS)
      .find({ where: { ownerKey: webhookOwnerKey(owner) }, orderBy: [{ field: 'createdAt' }, { field: 'id' }] });
    return Promise.all(docs.map(async (doc) => toWebhookEndpointType(doc, await this.secrets.read(doc.id))));
  }
}

@QueryHandler(WebhookEndpointQuery)
export class WebhookEndpointHandler implements IQueryHandler<WebhookEndpointQuery, WebhookEndpointType> {
  constructor(
    @Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform,
    private readonly secrets: WebhookSecrets,
  ) {}

  async execute({ owner, endpointId, position }: WebhookEndpointQuery): Promise<WebhookEndpointType> {
    if (position !== null) await this.platform.projections.waitFor(position, { projectors: [WEBHOOK_ENDPOINTS_PROJECTOR] });
    const doc = await this.platform.readModels.collection<WebhookEndpointDoc>(WEBHOOK_ENDPOINTS).get(endpointId);
    if (!doc || doc.ownerKey !== webhookOwnerKey(owner)) throw webhookEndpointNotFound();
    return toWebhookEndpointType(doc, await this.secrets.read(doc.id));
  }
}
