import type { WebhookEventName } from '@receptionist/contracts';
import { type Actor, uuidFromHash } from '@receptionist/domain-kit';
import type { WebhookOwner } from './webhook-endpoint.events';

interface OfDelivery {
  deliveryId: string;
  endpointId: string;
  owner: WebhookOwner;
}

/**
 * A fact is to be sent to one endpoint. `body` is the exact JSON sent on every attempt and resend (the envelope of
 * libs/webhooks/README.md); it quotes callers and leads, so it is sealed as `dataOwner`'s personal data
 * (webhook-delivery.personal-data.ts) and reads as "Erased" once they are erased: then nothing more is sent.
 */
export interface WebhookDeliveryScheduled {
  type: 'WebhookDeliveryScheduled';
  data: OfDelivery & { event: WebhookEventName; sourceEventId: string; dataOwner: string; body: string; scheduledAt: string };
}

/** One POST to the endpoint: its answer (or why there was none) and, when it failed, when the next one is due. */
export interface WebhookDeliveryAttempted {
  type: 'WebhookDeliveryAttempted';
  data: OfDelivery & {
    attempt: number;
    succeeded: boolean;
    statusCode: number | null;
    latencyMs: number | null;
    /** Short and fit for the owner's eyes: the refusal, the timeout, or the first bytes of a failed answer. */
    error: string | null;
    nextAttemptAt: string | null;
    attemptedAt: string;
  };
}

export type WebhookDeliveryGiveUpReason = 'attempts_exhausted' | 'endpoint_removed' | 'data_erased';

/** Nothing more is sent for this delivery (until someone asks for a resend). */
export interface WebhookDeliveryGivenUp {
  type: 'WebhookDeliveryGivenUp';
  data: OfDelivery & { reason: WebhookDeliveryGiveUpReason; givenUpAt: string };
}

/** The owner asked to send it again (one delivery, or a replayed range): same delivery id, a fresh set of retries. */
export interface WebhookDeliveryResendRequested {
  type: 'WebhookDeliveryResendRequested';
  data: OfDelivery & { by: Actor; requestedAt: string };
}

export type WebhookDeliveryEvent = WebhookDeliveryScheduled | WebhookDeliveryAttempted | WebhookDeliveryGivenUp | WebhookDeliveryResendRequested;

export const WEBHOOK_DELIVERY_EVENT_TYPES = [
  'WebhookDeliveryScheduled',
  'WebhookDeliveryAttempted',
  'WebhookDeliveryGivenUp',
  'WebhookDeliveryResendRequested',
] as const satisfies readonly WebhookDeliveryEvent['type'][];

/** One delivery per fact per endpoint: the same id whoever computes it, however often (restarts, replays, instances). */
export const webhookDeliveryId = (endpointId: string, sourceEventId: string): string =>
  uuidFromHash(`webhook-delivery:${endpointId}:${sourceEventId}`, '5');
export const webhookDeliveryStream = (deliveryId: string): string => `webhook-delivery-${deliveryId}`;
