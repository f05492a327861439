import type { WebhookEventName } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import type { ProcessManagerState } from '@receptionist/projections';
import type { Doc } from '@receptionist/read-store';
import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_ENDPOINT_EVENT_TYPES, webhookOwnerKey } from '@receptionist/webhooks-domain';
import type { WebhookDeliveryEvent, WebhookEndpointEvent, WebhookOwner } from '@receptionist/webhooks-domain';

/**
 * The webhooks process manager's own state, folded from the log in order and committed with its checkpoint: the
 * endpoints as they were at each fact (who owns them, what they subscribe to, paused or not, failures in a row) and
 * the deliveries due. These collections belong to no projector: `npm run replay` leaves them alone.
 */
export const WEBHOOKS_PROCESS_MANAGER = 'webhooks_process_manager';
export const PM_WEBHOOK_ENDPOINTS = 'pm_webhooks_endpoints';
export const PM_WEBHOOK_DUE = 'pm_webhooks_due';

export const WEBHOOKS_PM_COLLECTIONS = [
  { name: PM_WEBHOOK_ENDPOINTS, indexes: [{ fields: ['ownerKey'] }] },
  { name: PM_WEBHOOK_DUE, indexes: [{ fields: ['held', 'dueAt'] }, { fields: ['endpointId'] }] },
];

export interface PmEndpointDoc extends Doc {
  owner: WebhookOwner;
  ownerKey: string;
  events: WebhookEventName[];
  status: 'active' | 'paused' | 'removed';
  /** Failed attempts in a row, over all its deliveries; a success or a resume starts again from 0. */
  failedInARow: number;
}

/**
 * A delivery the process manager still has to attempt: `dueAt` null once nothing more is due; `held` while its endpoint
 * is paused (so a paused endpoint's backlog never stands in front of other endpoints' due deliveries).
 */
export interface PmDueDoc extends Doc {
  endpointId: string;
  dueAt: string | null;
  held: boolean;
}

export const endpointsOf = (state: ProcessManagerState, owner: WebhookOwner): Promise<PmEndpointDoc[]> => {
  const ownerKey = webhookOwnerKey(owner);
  return state.find<PmEndpointDoc>(PM_WEBHOOK_ENDPOINTS, { ownerKey }, (endpoint) => endpoint.ownerKey === ownerKey);
};

/** Changes an endpoint of the state; a change of status holds or releases its deliveries still due. */
export async function changeEndpoint(state: ProcessManagerState, endpointId: string, change: (endpoint: PmEndpointDoc) => Partial<PmEndpointDoc>) {
  const endpoint = await state.get<PmEndpointDoc>(PM_WEBHOOK_ENDPOINTS, endpointId);
  if (!endpoint) return;
  const changed = { ...endpoint, ...change(endpoint) };
  state.put(PM_WEBHOOK_ENDPOINTS, changed);
  if (changed.status === endpoint.status) return;
  const deliveries = await state.find<PmDueDoc>(PM_WEBHOOK_DUE, { endpointId }, (due) => due.endpointId === endpointId);
  for (const due of deliveries) if (due.dueAt !== null) state.put(PM_WEBHOOK_DUE, { ...due, held: changed.status === 'paused' });
}

export async function foldEndpointEvent(state: ProcessManagerState, event: WebhookEndpointEvent): Promise<void> {
  const { endpointId, owner } = event.data;
  switch (event.type) {
    case 'WebhookEndpointAdded':
      return state.put(PM_WEBHOOK_ENDPOINTS, {
        id: endpointId,
        owner,
        ownerKey: webhookOwnerKey(owner),
        events: event.data.events,
        status: 'active',
        failedInARow: 0,
      } satisfies PmEndpointDoc);
    case 'WebhookEndpointChanged':
      return changeEndpoint(state, endpointId, () => ({ events: event.data.events }));
    case 'WebhookEndpointPaused':
      return changeEndpoint(state, endpointId, () => ({ status: 'paused' }));
    case 'WebhookEndpointResumed':
      return changeEndpoint(state, endpointId, () => ({ status: 'active', failedInARow: 0 }));
    case 'WebhookEndpointRemoved':
      return changeEndpoint(state, endpointId, () => ({ status: 'removed' }));
    case 'WebhookEndpointSecretRotated':
      return;
  }
}

/** Folds a delivery event into the due list and the endpoint's failures in a row; returns the endpoint's count after it. */
export async function foldDeliveryEvent(state: ProcessManagerState, event: WebhookDeliveryEvent): Promise<number | null> {
  const { deliveryId, endpointId } = event.data;
  const endpoint = await state.get<PmEndpointDoc>(PM_WEBHOOK_ENDPOINTS, endpointId);
  const held = endpoint?.status === 'paused';
  const due = (dueAt: string | null) => state.put(PM_WEBHOOK_DUE, { id: deliveryId, endpointId, dueAt, held } satisfies PmDueDoc);
  switch (event.type) {
    case 'WebhookDeliveryScheduled':
      due(event.data.scheduledAt);
      return null;
    case 'WebhookDeliveryResendRequested':
      due(event.data.requestedAt);
      return null;
    case 'WebhookDeliveryGivenUp':
      due(null);
      return null;
    case 'WebhookDeliveryAttempted': {
      const { succeeded, nextAttemptAt } = event.data;
      due(succeeded ? null : nextAttemptAt);
      if (!endpoint) return null;
      const failedInARow = succeeded ? 0 : endpoint.failedInARow + 1;
      state.put(PM_WEBHOOK_ENDPOINTS, { ...endpoint, failedInARow });
      return failedInARow;
    }
  }
}

/** What the process manager folds into its state: all it reads of the history older than its first start. */
export const WEBHOOKS_FOLDED_EVENT_TYPES: readonly string[] = [...WEBHOOK_ENDPOINT_EVENT_TYPES, ...WEBHOOK_DELIVERY_EVENT_TYPES];

const ENDPOINT_TYPES = new Set<string>(WEBHOOK_ENDPOINT_EVENT_TYPES);
const DELIVERY_TYPES = new Set<string>(WEBHOOK_DELIVERY_EVENT_TYPES);

export const isEndpointEvent = (event: StoredEvent): event is StoredEvent & WebhookEndpointEvent => ENDPOINT_TYPES.has(event.type);
export const isDeliveryEvent = (event: StoredEvent): event is StoredEvent & WebhookDeliveryEvent => DELIVERY_TYPES.has(event.type);
