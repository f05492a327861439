import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WEBHOOK_DELIVERIES_PAGE_MAX, WEBHOOK_DELIVERY_MESSAGES } from '@receptionist/contracts';
import { decodePageCursor, encodePageCursor, type OrderBy, sortValuesOf } from '@receptionist/read-store';
import { WebhookDeliveryError } from '@receptionist/webhooks-domain';
import { ownEndpoint } from '../../access/delivery-access';
import { WEBHOOK_DELIVERIES, type WebhookDeliveryDoc } from '../../projections/webhook-deliveries/webhook-deliveries.projector';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import { deliveryView } from '../webhook-delivery-view';
import { type WebhookDeliveriesPage, WebhookDeliveriesQuery } from './webhook-deliveries.query';

/** Newest first, ties by id (the same direction, so pages come straight off the endpointId + createdAt index). */
const ORDER: OrderBy[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

@QueryHandler(WebhookDeliveriesQuery)
export class WebhookDeliveriesHandler implements IQueryHandler<WebhookDeliveriesQuery, WebhookDeliveriesPage> {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async execute({ endpointId, ownerKey, first, after }: WebhookDeliveriesQuery): Promise<WebhookDeliveriesPage> {
    if (!Number.isInteger(first) || first < 1 || first > WEBHOOK_DELIVERIES_PAGE_MAX)
      throw new WebhookDeliveryError('invalid_input', WEBHOOK_DELIVERY_MESSAGES.pageSize);
    const cursor = after === null ? undefined : decodePageCursor(after, ORDER.length);
    if (cursor === null) throw new WebhookDeliveryError('invalid_input', WEBHOOK_DELIVERY_MESSAGES.cursorInvalid);
    const endpoint = await ownEndpoint(this.platform.readModels, endpointId, ownerKey);
    const rows = await this.platform.readModels
      .collection<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES)
      .find({ where: { endpointId }, orderBy: ORDER, limit: first + 1, after: cursor });
    const docs = rows.slice(0, first);
    const last = docs[docs.length - 1];
    return {
      items: docs.map((doc) => deliveryView(doc, endpoint.paused)),
      nextCursor: rows.length > first && last ? encodePageCursor(sortValuesOf(last, ORDER)) : null,
    };
  }
}
