import { randomUUID } from 'node:crypto';
import { webhookDeliveryId, webhookDeliveryStream, type WebhookOwner, webhookOwnerKey } from '@receptionist/webhooks-domain';
import type { TestApi } from './test-api';

/**
 * A delivery of a call to `endpointId` as the webhooks process manager schedules it (test APIs do not run it in the
 * background); the security suites need one of each owner's to aim at.
 */
export async function scheduledDelivery(api: TestApi, endpointId: string, owner: WebhookOwner, at = new Date()): Promise<string> {
  const deliveryId = webhookDeliveryId(endpointId, randomUUID());
  const scheduledAt = at.toISOString();
  const body = JSON.stringify({ id: deliveryId, type: 'call.completed', created_at: scheduledAt, data: {} });
  const data = {
    deliveryId,
    endpointId,
    owner,
    event: 'call.completed',
    sourceEventId: randomUUID(),
    dataOwner: webhookOwnerKey(owner),
    body,
    scheduledAt,
  };
  await api.platform.eventStore.append(webhookDeliveryStream(deliveryId), [{ type: 'WebhookDeliveryScheduled', data }], 'no_stream');
  return deliveryId;
}
