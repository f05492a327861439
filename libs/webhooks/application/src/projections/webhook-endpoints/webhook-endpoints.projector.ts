import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';
import { webhookOwnerKey } from '@receptionist/webhooks-domain';
import type * as domain from '@receptionist/webhooks-domain';

export const WEBHOOK_ENDPOINTS_PROJECTOR = 'webhook-endpoints';
/** Live endpoints (a removed one is deleted), by owner: `client-<id>` or `admins`. */
export const WEBHOOK_ENDPOINTS = 'webhook_endpoints';

export interface WebhookEndpointDoc {
  [field: string]: unknown;
  id: string;
  ownerKey: string;
  /** The owner as its events name it (`{kind:'client', clientId}` or `{kind:'admins'}`). */
  clientId: string | null;
  url: string;
  description: string | null;
  events: string[];
  status: 'active' | 'paused';
  pausedReason: 'owner' | 'failing' | null;
  secretVersion: number;
  createdAt: string;
  updatedAt: string;
}

async function update(context: ProjectionContext, event: StoredEvent<domain.WebhookEndpointEvent['data']>, change: Partial<WebhookEndpointDoc>) {
  const doc = await context.get<WebhookEndpointDoc>(WEBHOOK_ENDPOINTS, event.data.endpointId);
  if (doc) context.put(WEBHOOK_ENDPOINTS, { ...doc, ...change, updatedAt: event.metadata.occurredAt });
}

export const webhookEndpointsProjector = defineProjector({
  name: WEBHOOK_ENDPOINTS_PROJECTOR,
  version: 1,
  collections: [{ name: WEBHOOK_ENDPOINTS, indexes: [{ fields: ['ownerKey', 'createdAt'] }] }],
  clientOf: { [WEBHOOK_ENDPOINTS]: (doc) => (doc as WebhookEndpointDoc).clientId },
  handlers: {
    WebhookEndpointAdded: ({ data, metadata }: StoredEvent<domain.WebhookEndpointAdded['data']>, context: ProjectionContext) => {
      const doc: WebhookEndpointDoc = {
        id: data.endpointId,
        ownerKey: webhookOwnerKey(data.owner),
        clientId: data.owner.kind === 'client' ? data.owner.clientId : null,
        url: data.url,
        description: data.description,
        events: data.events,
        status: 'active',
        pausedReason: null,
        secretVersion: data.secretVersion,
        createdAt: data.addedAt,
        updatedAt: metadata.occurredAt,
      };
      context.put(WEBHOOK_ENDPOINTS, doc);
    },
    WebhookEndpointChanged: (event: StoredEvent<domain.WebhookEndpointChanged['data']>, context: ProjectionContext) =>
      update(context, event, { url: event.data.url, description: event.data.description, events: event.data.events }),
    WebhookEndpointSecretRotated: (event: StoredEvent<domain.WebhookEndpointSecretRotated['data']>, context: ProjectionContext) =>
      update(context, event, { secretVersion: event.data.secretVersion }),
    WebhookEndpointPaused: (event: StoredEvent<domain.WebhookEndpointPaused['data']>, context: ProjectionContext) =>
      update(context, event, { status: 'paused', pausedReason: event.data.reason }),
    WebhookEndpointResumed: (event: StoredEvent<domain.WebhookEndpointEvent['data']>, context: ProjectionContext) =>
      update(context, event, { status: 'active', pausedReason: null }),
    WebhookEndpointRemoved: ({ data }: StoredEvent<domain.WebhookEndpointEvent['data']>, context: ProjectionContext) =>
      context.delete(WEBHOOK_ENDPOINTS, data.endpointId),
  },
});
