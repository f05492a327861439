import type { WebhookEventName } from '@receptionist/contracts';
import type { WebhookDeliveryEvent, WebhookDeliveryScheduled } from './webhook-delivery.events';

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';

export interface WebhookDeliveryState {
  scheduled: WebhookDeliveryScheduled['data'] | null;
  event: WebhookEventName | null;
  status: WebhookDeliveryStatus;
  /** Attempts over the delivery's life (every resend included). */
  attempts: number;
  /** Attempts since it was scheduled or last resent: what the retry schedule counts. */
  roundAttempts: number;
  /** When the next attempt is due; null when none is (succeeded, given up). */
  dueAt: string | null;
}

export const initialWebhookDeliveryState: WebhookDeliveryState = {
  scheduled: null,
  event: null,
  status: 'pending',
  attempts: 0,
  roundAttempts: 0,
  dueAt: null,
};

export function evolveWebhookDelivery(state: WebhookDeliveryState, event: WebhookDeliveryEvent): WebhookDeliveryState {
  switch (event.type) {
    case 'WebhookDeliveryScheduled':
      return { ...state, scheduled: event.data, event: event.data.event, status: 'pending', dueAt: event.data.scheduledAt };
    case 'WebhookDeliveryAttempted': {
      const { succeeded, nextAttemptAt } = event.data;
      return {
        ...state,
        attempts: state.attempts + 1,
        roundAttempts: state.roundAttempts + 1,
        status: succeeded ? 'succeeded' : nextAttemptAt ? 'retrying' : 'failed',
        dueAt: succeeded ? null : nextAttemptAt,
      };
    }
    case 'WebhookDeliveryGivenUp':
      return { ...state, status: 'failed', dueAt: null };
    case 'WebhookDeliveryResendRequested':
      return { ...state, status: 'pending', roundAttempts: 0, dueAt: event.data.requestedAt };
  }
}
