import type { DecisionContext } from '@receptionist/domain-kit';
import type { RecordWebhookAttempt, WebhookDeliveryCommand } from './webhook-delivery.commands';
import type { WebhookDeliveryEvent } from './webhook-delivery.events';
import { evolveWebhookDelivery, initialWebhookDeliveryState, type WebhookDeliveryState } from './webhook-delivery.state';
import { webhookDeliveryNotFound } from './webhook-delivery.errors';

const isSuccess = (statusCode: number | null) => statusCode !== null && statusCode >= 200 && statusCode < 300;

function recordAttempt({ data: command }: RecordWebhookAttempt, state: WebhookDeliveryState, now: Date): WebhookDeliveryEvent[] {
  const scheduled = state.scheduled;
  if (!scheduled) throw webhookDeliveryNotFound();
  const of = { deliveryId: scheduled.deliveryId, endpointId: scheduled.endpointId, owner: scheduled.owner };
  const succeeded = isSuccess(command.statusCode);
  const delay = succeeded ? undefined : command.retryDelaysSeconds[state.roundAttempts];
  const nextAttemptAt = delay === undefined ? null : new Date(now.getTime() + delay * 1000).toISOString();
  const attempted: WebhookDeliveryEvent = {
    type: 'WebhookDeliveryAttempted',
    data: {
      ...of,
      attempt: state.attempts + 1,
      succeeded,
      statusCode: command.statusCode,
      latencyMs: command.latencyMs,
      error: succeeded ? null : command.error,
      nextAttemptAt,
      attemptedAt: now.toISOString(),
    },
  };
  if (succeeded || nextAttemptAt) return [attempted];
  return [attempted, { type: 'WebhookDeliveryGivenUp', data: { ...of, reason: 'attempts_exhausted', givenUpAt: now.toISOString() } }];
}

/**
 * One delivery of one fact to one endpoint (stream `webhook-delivery-<id>`): scheduled once, attempted until a 2xx
 * answer or the retry schedule runs out, resent on request with the same id.
 */
export const webhookDeliveryDecider = {
  initialState: initialWebhookDeliveryState,
  evolve: evolveWebhookDelivery,
  decide(command: WebhookDeliveryCommand, state: WebhookDeliveryState, { now }: Pick<DecisionContext, 'now'>): WebhookDeliveryEvent[] {
    switch (command.type) {
      case 'ScheduleWebhookDelivery':
        return state.scheduled ? [] : [{ type: 'WebhookDeliveryScheduled', data: command.data }];
      case 'RecordWebhookAttempt':
        return recordAttempt(command, state, now);
      case 'GiveUpWebhookDelivery': {
        if (!state.scheduled) throw webhookDeliveryNotFound();
        if (state.dueAt === null) return [];
        const { deliveryId, endpointId, owner } = state.scheduled;
        return [
          { type: 'WebhookDeliveryGivenUp', data: { deliveryId, endpointId, owner, reason: command.data.reason, givenUpAt: now.toISOString() } },
        ];
      }
      case 'RequestWebhookResend': {
        if (!state.scheduled) throw webhookDeliveryNotFound();
        const { deliveryId, endpointId, owner } = state.scheduled;
        return [
          { type: 'WebhookDeliveryResendRequested', data: { deliveryId, endpointId, owner, by: command.data.by, requestedAt: now.toISOString() } },
        ];
      }
    }
  },
};
