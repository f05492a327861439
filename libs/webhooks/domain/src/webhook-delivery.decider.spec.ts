import { deciderSpec } from '@receptionist/domain-kit';
import { WebhookDeliveryError } from './webhook-delivery.errors';
import type { WebhookDeliveryEvent, WebhookDeliveryScheduled } from './webhook-delivery.events';
import { webhookDeliveryDecider } from './webhook-delivery.decider';

const now = new Date('2030-01-01T00:00:00.000Z');
const { given } = deciderSpec(webhookDeliveryDecider, { now });
const of = { deliveryId: 'd1', endpointId: 'e1', owner: { kind: 'client', clientId: 'c1' } as const };
const scheduled: WebhookDeliveryScheduled = {
  type: 'WebhookDeliveryScheduled',
  data: { ...of, event: 'call.completed', sourceEventId: 'f1', dataOwner: 'client-c1', body: '{}', scheduledAt: now.toISOString() },
};
const delays = [10, 60];
const attempt = (statusCode: number | null, error: string | null = null) =>
  ({ type: 'RecordWebhookAttempt', data: { statusCode, latencyMs: 12, error, retryDelaysSeconds: delays } }) as const;
const failedAttempt = (n: number, nextAttemptAt: string | null): WebhookDeliveryEvent => ({
  type: 'WebhookDeliveryAttempted',
  data: { ...of, attempt: n, succeeded: false, statusCode: 500, latencyMs: 12, error: 'HTTP 500', nextAttemptAt, attemptedAt: now.toISOString() },
});

describe('webhook delivery decider', () => {
  it('schedules a delivery once: scheduling it again decides nothing', () => {
    expect(given().when({ type: 'ScheduleWebhookDelivery', data: scheduled.data }).events).toEqual([scheduled]);
    expect(given(scheduled).when({ type: 'ScheduleWebhookDelivery', data: scheduled.data }).events).toEqual([]);
  });

  it('a 2xx answer delivers it: nothing more is due', () => {
    const events = given(scheduled).when(attempt(204)).events;
    expect(events).toEqual([
      expect.objectContaining({
        type: 'WebhookDeliveryAttempted',
        data: expect.objectContaining({ attempt: 1, succeeded: true, nextAttemptAt: null, error: null }),
      }),
    ]);
    expect(given(scheduled, ...events).state).toMatchObject({ status: 'succeeded', dueAt: null, attempts: 1 });
  });

  it('a failure waits the next delay of the schedule, counted from the attempt', () => {
    const first = given(scheduled).when(attempt(500, 'HTTP 500')).events;
    expect(first[0].data).toMatchObject({ attempt: 1, succeeded: false, statusCode: 500, nextAttemptAt: '2030-01-01T00:00:10.000Z' });
    const second = given(scheduled, failedAttempt(1, '2030-01-01T00:00:10.000Z')).when(attempt(null, 'Timed out')).events;
    expect(second[0].data).toMatchObject({ attempt: 2, statusCode: null, error: 'Timed out', nextAttemptAt: '2030-01-01T00:01:00.000Z' });
    expect(given(scheduled, ...first).state).toMatchObject({ status: 'retrying', dueAt: '2030-01-01T00:00:10.000Z' });
  });

  it('after the last delay the next failure gives it up', () => {
    const history = [scheduled, failedAttempt(1, 'a'), failedAttempt(2, 'b')];
    const events = given(...history).when(attempt(503)).events;
    expect(events.map((event) => event.type)).toEqual(['WebhookDeliveryAttempted', 'WebhookDeliveryGivenUp']);
    expect(events[1].data).toMatchObject({ reason: 'attempts_exhausted' });
    expect(given(...history, ...events).state).toMatchObject({ status: 'failed', dueAt: null, attempts: 3 });
  });

  it('a resend keeps the delivery and starts a fresh set of retries', () => {
    const history = [scheduled, failedAttempt(1, 'a'), failedAttempt(2, 'b'), failedAttempt(3, null)];
    const by = { userId: 'u1', email: 'owner@example.com' };
    const resent = given(...history).when({ type: 'RequestWebhookResend', data: { by } }).events;
    expect(resent).toEqual([{ type: 'WebhookDeliveryResendRequested', data: { ...of, by, requestedAt: now.toISOString() } }]);
    const after = given(...history, ...resent);
    expect(after.state).toMatchObject({ status: 'pending', dueAt: now.toISOString(), roundAttempts: 0, attempts: 3 });
    expect(after.when(attempt(500)).events[0].data).toMatchObject({ attempt: 4, nextAttemptAt: '2030-01-01T00:00:10.000Z' });
  });

  it('gives up a pending delivery once, and refuses commands for a delivery that does not exist', () => {
    expect(given(scheduled).when({ type: 'GiveUpWebhookDelivery', data: { reason: 'endpoint_removed' } }).events[0].data).toMatchObject({
      reason: 'endpoint_removed',
    });
    const givenUp: WebhookDeliveryEvent = {
      type: 'WebhookDeliveryGivenUp',
      data: { ...of, reason: 'endpoint_removed', givenUpAt: now.toISOString() },
    };
    expect(given(scheduled, givenUp).when({ type: 'GiveUpWebhookDelivery', data: { reason: 'endpoint_removed' } }).events).toEqual([]);
    expect(given().when({ type: 'RequestWebhookResend', data: { by: { userId: 'u', email: null } } }).error).toBeInstanceOf(WebhookDeliveryError);
    expect(given().when(attempt(200)).error).toBeInstanceOf(WebhookDeliveryError);
  });
});
