import { WEBHOOK_DELIVERY_MESSAGES } from '@receptionist/contracts';
import type { WebhookDeliveryDoc } from '../projections/webhook-deliveries/webhook-deliveries.projector';

export type WebhookDeliveryViewStatus = WebhookDeliveryDoc['status'] | 'held';

/** A row of the delivery log as owners read it: a paused endpoint's deliveries still to send are `held`. */
export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  event: string;
  createdAt: Date;
  status: WebhookDeliveryViewStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
}

const date = (value: string | null) => (value ? new Date(value) : null);

export function deliveryView(doc: WebhookDeliveryDoc, endpointPaused: boolean): WebhookDeliveryView {
  const waiting = doc.status === 'pending' || doc.status === 'retrying';
  const givenUp = doc.givenUpReason ? WEBHOOK_DELIVERY_MESSAGES.givenUp[doc.givenUpReason] : null;
  return {
    id: doc.id,
    endpointId: doc.endpointId,
    event: doc.event,
    createdAt: new Date(doc.createdAt),
    status: waiting && endpointPaused ? 'held' : doc.status,
    attempts: doc.attempts,
    lastStatusCode: doc.lastStatusCode,
    lastLatencyMs: doc.lastLatencyMs,
    lastError: givenUp && doc.lastError ? `${givenUp} (last: ${doc.lastError})` : (givenUp ?? doc.lastError),
    lastAttemptAt: date(doc.lastAttemptAt),
    nextAttemptAt: waiting ? date(doc.nextAttemptAt) : null,
  };
}
