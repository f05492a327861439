import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type WebhookDeliveryEvent, webhookDeliveryStream } from '@receptionist/webhooks-domain';
import { deliveryNotFound, ownEndpoint } from '../../access/delivery-access';
import { WEBHOOK_DELIVERIES, type WebhookDeliveryDoc } from '../../projections/webhook-deliveries/webhook-deliveries.projector';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import { deliveryView } from '../webhook-delivery-view';
import { type WebhookAttemptView, type WebhookDeliveryDetailView, WebhookDeliveryQuery } from './webhook-delivery.query';

/** One delivery with every attempt and the body sent, read from its stream (the body is not kept in read models). */
@QueryHandler(WebhookDeliveryQuery)
export class WebhookDeliveryHandler implements IQueryHandler<WebhookDeliveryQuery, WebhookDeliveryDetailView> {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async execute({ deliveryId, ownerKey }: WebhookDeliveryQuery): Promise<WebhookDeliveryDetailView> {
    const doc = await this.platform.readModels.collection<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES).get(deliveryId);
    if (!doc || doc.ownerKey !== ownerKey) throw deliveryNotFound();
    const endpoint = await ownEndpoint(this.platform.readModels, doc.endpointId, ownerKey);
    const events = (await this.platform.eventStore.readStream(webhookDeliveryStream(deliveryId))) as unknown as WebhookDeliveryEvent[];
    const attempts: WebhookAttemptView[] = [];
    let body = '';
    for (const event of events) {
      if (event.type === 'WebhookDeliveryScheduled') body = event.data.body;
      if (event.type !== 'WebhookDeliveryAttempted') continue;
      const { attempt, attemptedAt, succeeded, statusCode, latencyMs, error, nextAttemptAt } = event.data;
      attempts.push({
        attempt,
        at: new Date(attemptedAt),
        succeeded,
        statusCode,
        latencyMs,
        error,
        nextAttemptAt: nextAttemptAt ? new Date(nextAttemptAt) : null,
      });
    }
    return { delivery: deliveryView(doc, endpoint.paused), body, attempts: attempts.reverse() };
  }
}
