import type { Actor } from '@receptionist/domain-kit';
import type { WebhookDeliveryGiveUpReason, WebhookDeliveryScheduled } from './webhook-delivery.events';

export interface ScheduleWebhookDelivery {
  type: 'ScheduleWebhookDelivery';
  data: WebhookDeliveryScheduled['data'];
}

/** What one POST came to: a 2xx answer is delivered; anything else (or no answer) is a failed attempt. */
export interface RecordWebhookAttempt {
  type: 'RecordWebhookAttempt';
  data: {
    statusCode: number | null;
    latencyMs: number | null;
    error: string | null;
    /** The waits after each failed attempt (config.webhooks.retryDelaysSeconds); after the last, it is given up. */
    retryDelaysSeconds: readonly number[];
  };
}

export interface GiveUpWebhookDelivery {
  type: 'GiveUpWebhookDelivery';
  data: { reason: WebhookDeliveryGiveUpReason };
}

export interface RequestWebhookResend {
  type: 'RequestWebhookResend';
  data: { by: Actor };
}

export type WebhookDeliveryCommand = ScheduleWebhookDelivery | RecordWebhookAttempt | GiveUpWebhookDelivery | RequestWebhookResend;
