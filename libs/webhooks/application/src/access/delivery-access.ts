import { WEBHOOK_DELIVERY_MESSAGES, WEBHOOK_MESSAGES } from '@receptionist/contracts';
import type { ReadModels } from '@receptionist/projections';
import { WebhookDeliveryError } from '@receptionist/webhooks-domain';
import { WEBHOOK_DELIVERY_ENDPOINTS, type WebhookDeliveryEndpointDoc } from '../projections/webhook-deliveries/webhook-deliveries.projector';

/**
 * The owner rule of the delivery log: an endpoint (and its deliveries) is seen only by its owner (`ownerKey`,
 * `client-<id>` or `admins`); another owner's, a removed or a missing one answer the same NOT_FOUND.
 */
export async function ownEndpoint(readModels: ReadModels, endpointId: string, ownerKey: string): Promise<WebhookDeliveryEndpointDoc> {
  const endpoint = await readModels.collection<WebhookDeliveryEndpointDoc>(WEBHOOK_DELIVERY_ENDPOINTS).get(endpointId);
  if (!endpoint || endpoint.removed || endpoint.ownerKey !== ownerKey) throw new WebhookDeliveryError('not_found', WEBHOOK_MESSAGES.notFound);
  return endpoint;
}

export const deliveryNotFound = () => new WebhookDeliveryError('not_found', WEBHOOK_DELIVERY_MESSAGES.notFound);
