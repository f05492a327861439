import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';
import { clientOfWebhookOwnerKey, webhookOwnerKey } from '@receptionist/webhooks-domain';
import type * as domain from '@receptionist/webhooks-domain';

export const WEBHOOK_DELIVERIES_PROJECTOR = 'webhook-deliveries';
/** The delivery log: one row per delivery, its latest state. */
export const WEBHOOK_DELIVERIES = 'webhook_deliveries';
/** Each endpoint's owner and whether it is paused (a paused endpoint's pending deliveries read as held). */
export const WEBHOOK_DELIVERY_ENDPOINTS = 'webhook_delivery_endpoints';

export type WebhookDeliveryRowStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';

export interface WebhookDeliveryDoc {
  [field: string]: unknown;
  id: string;
  endpointId: string;
  ownerKey: string;
  event: string;
  createdAt: string;
  status: WebhookDeliveryRowStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  givenUpReason: domain.WebhookDeliveryGiveUpReason | null;
}

export interface WebhookDeliveryEndpointDoc {
  [field: string]: unknown;
  id: string;
  ownerKey: string;
  paused: boolean;
  removed: boolean;
}

async function changeDelivery(context: ProjectionContext, id: string, change: (doc: WebhookDeliveryDoc) => Partial<WebhookDeliveryDoc>) {
  const doc = await context.get<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES, id);
  if (doc) context.put(WEBHOOK_DELIVERIES, { ...doc, ...change(doc) });
}

async function changeEndpoint(context: ProjectionContext, event: domain.WebhookEndpointEvent, change: Partial<WebhookDeliveryEndpointDoc>) {
  const { endpointId, owner } = event.data;
  const doc = (await context.get<WebhookDeliveryEndpointDoc>(WEBHOOK_DELIVERY_ENDPOINTS, endpointId)) ?? {
    id: endpointId,
    ownerKey: webhookOwnerKey(owner),
    paused: false,
    removed: false,
  };
  context.put(WEBHOOK_DELIVERY_ENDPOINTS, { ...doc, ...change });
}

const endpointHandler =
  (change: Partial<WebhookDeliveryEndpointDoc>) =>
  ({ type, data }: StoredEvent<domain.WebhookEndpointEvent['data']>, context: ProjectionContext) =>
    changeEndpoint(context, { type, data } as domain.WebhookEndpointEvent, change);

/** The delivery log of each endpoint (newest first by `createdAt`), without the bodies: those stay sealed in the log. */
export const webhookDeliveriesProjector = defineProjector({
  name: WEBHOOK_DELIVERIES_PROJECTOR,
  version: 1,
  collections: [{ name: WEBHOOK_DELIVERIES, indexes: [{ fields: ['endpointId', 'createdAt'] }] }, { name: WEBHOOK_DELIVERY_ENDPOINTS }],
  clientOf: { [WEBHOOK_DELIVERIES]: (doc) => clientOfWebhookOwnerKey((doc as WebhookDeliveryDoc).ownerKey) },
  handlers: {
    WebhookEndpointAdded: endpointHandler({ paused: false, removed: false }),
    WebhookEndpointPaused: endpointHandler({ paused: true }),
    WebhookEndpointResumed: endpointHandler({ paused: false }),
    WebhookEndpointRemoved: endpointHandler({ removed: true }),
    WebhookDeliveryScheduled: ({ data }: StoredEvent<domain.WebhookDeliveryScheduled['data']>, context: ProjectionContext) => {
      const doc: WebhookDeliveryDoc = {
        id: data.deliveryId,
        endpointId: data.endpointId,
        ownerKey: webhookOwnerKey(data.owner),
        event: data.event,
        createdAt: data.scheduledAt,
        status: 'pending',
        attempts: 0,
        lastStatusCode: null,
        lastLatencyMs: null,
        lastError: null,
        lastAttemptAt: null,
        nextAttemptAt: data.scheduledAt,
        givenUpReason: null,
      };
      context.put(WEBHOOK_DELIVERIES, doc);
    },
    WebhookDeliveryAttempted: ({ data }: StoredEvent<domain.WebhookDeliveryAttempted['data']>, context: ProjectionContext) =>
      changeDelivery(context, data.deliveryId, () => ({
        status: data.succeeded ? 'succeeded' : data.nextAttemptAt ? 'retrying' : 'failed',
        attempts: data.attempt,
        lastStatusCode: data.statusCode,
        lastLatencyMs: data.latencyMs,
        lastError: data.error,
        lastAttemptAt: data.attemptedAt,
        nextAttemptAt: data.nextAttemptAt,
      })),
    WebhookDeliveryGivenUp: ({ data }: StoredEvent<domain.WebhookDeliveryGivenUp['data']>, context: ProjectionContext) =>
      changeDelivery(context, data.deliveryId, () => ({ status: 'failed', nextAttemptAt: null, givenUpReason: data.reason })),
    WebhookDeliveryResendRequested: ({ data }: StoredEvent<domain.WebhookDeliveryResendRequested['data']>, context: ProjectionContext) =>
      changeDelivery(context, data.deliveryId, () => ({ status: 'pending', nextAttemptAt: data.requestedAt, givenUpReason: null })),
  },
});
