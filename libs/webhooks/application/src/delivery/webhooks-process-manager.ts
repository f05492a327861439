import { WEBHOOK_PAUSE_AFTER_FAILED_ATTEMPTS } from '@receptionist/contracts';
import { handleCommand } from '@receptionist/cqrs';
import { ERASED, fold, uuidFromHash } from '@receptionist/domain-kit';
import { DuplicateEventIdError, type EventStore, type StoredEvent, WrongExpectedRevisionError } from '@receptionist/event-store';
import type { OutboundHttp } from '@receptionist/outbound-http';
import { ProcessManager, type ProcessManagerState } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';
import {
  type SourceFact,
  type WebhookDeliveryCommand,
  type WebhookDeliveryEvent,
  type WebhookDeliveryGiveUpReason,
  type WebhookDeliveryScheduled,
  webhookBody,
  webhookDeliveryDecider,
  webhookDeliveryId,
  webhookDeliveryStream,
  webhookEndpointDecider,
  webhookEndpointStream,
  type WebhookPayload,
  webhookPayloadOf,
} from '@receptionist/webhooks-domain';
import { sendWebhook } from './send-webhook';
import {
  changeEndpoint,
  endpointsOf,
  foldDeliveryEvent,
  foldEndpointEvent,
  isDeliveryEvent,
  isEndpointEvent,
  PM_WEBHOOK_DUE,
  PM_WEBHOOK_ENDPOINTS,
  type PmDueDoc,
  type PmEndpointDoc,
  WEBHOOKS_FOLDED_EVENT_TYPES,
  WEBHOOKS_PM_COLLECTIONS,
  WEBHOOKS_PROCESS_MANAGER,
} from './webhooks-state';

/** Reads an endpoint's signing secret (WebhookSecrets); null when it has none. */
export interface WebhookSecretReader {
  read(endpointId: string): Promise<string | null>;
}

export interface WebhooksProcessManagerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  http: OutboundHttp;
  secrets: WebhookSecretReader;
  /** The waits after each failed attempt (config.webhooks.retryDelaysSeconds). */
  retryDelaysSeconds: readonly number[];
  pauseAfterFailedAttempts?: number;
  /** Decides what is due; injectable so tests need no waiting. */
  clock?: () => Date;
  /** Deliveries attempted per round at most. */
  sendLimit?: number;
  leaseTtlMs?: number;
  batchSize?: number;
}

const isConflict = (error: unknown) => error instanceof WrongExpectedRevisionError || error instanceof DuplicateEventIdError;
const containsErased = (data: Record<string, unknown>) => Object.values(data).includes(ERASED);

/**
 * The webhooks process manager (ARCHITECTURE.md §9). Following the log from its own checkpoint, it turns each fact an
 * owner's endpoints subscribe to into `WebhookDeliveryScheduled` on `webhook-delivery-<id of endpoint + fact>`,
 * appended only when that stream is new: one delivery per fact per endpoint whatever restarts, replays or second
 * instances happen. Each round it then POSTs the deliveries due, signed, and records every attempt on the delivery's
 * stream; a failure is retried on the schedule, an endpoint failing too often is paused (its owner is alerted by the
 * notifications context), a paused endpoint's deliveries wait, a removed one's are given up.
 *
 * What is due comes from its folded state, but each delivery is decided from its own stream, read just before
 * sending (read-your-writes: a resend or an attempt the state has not folded yet is seen). A crash between the POST
 * and its record sends that attempt again: receivers drop repeats by the delivery id.
 */
export class WebhooksProcessManager extends ProcessManager {
  private readonly clock: () => Date;
  private readonly pauseAfter: number;
  private readonly sendLimit: number;

  constructor(private readonly options: WebhooksProcessManagerOptions) {
    super({ name: WEBHOOKS_PROCESS_MANAGER, collections: WEBHOOKS_PM_COLLECTIONS, historyEventTypes: WEBHOOKS_FOLDED_EVENT_TYPES }, options);
    this.clock = options.clock ?? (() => new Date());
    this.pauseAfter = options.pauseAfterFailedAttempts ?? WEBHOOK_PAUSE_AFTER_FAILED_ATTEMPTS;
    this.sendLimit = options.sendLimit ?? 50;
  }

  /** The deliveries now due. */
  protected afterCatchUp(): Promise<boolean> {
    return this.sendDue();
  }

  protected async handle(event: StoredEvent, state: ProcessManagerState, react: boolean): Promise<void> {
    if (isEndpointEvent(event)) return foldEndpointEvent(state, event);
    if (isDeliveryEvent(event)) {
      const failedInARow = await foldDeliveryEvent(state, event);
      if (react && failedInARow !== null && failedInARow >= this.pauseAfter) await this.pauseFailing(state, event.data.endpointId, failedInARow);
      return;
    }
    if (!react) return;
    const fact: SourceFact = {
      eventId: event.eventId,
      type: event.type,
      stream: event.stream,
      data: event.data as Record<string, unknown>,
      occurredAt: event.metadata.occurredAt,
    };
    const payload = webhookPayloadOf(fact);
    if (!payload) return;
    for (const endpoint of await endpointsOf(state, payload.owner)) {
      if (endpoint.status === 'active' && endpoint.events.includes(payload.event)) await this.schedule(endpoint, fact, payload);
    }
  }

  /** Appends the delivery unless its stream exists: the one place a delivery comes into being. */
  private async schedule(endpoint: PmEndpointDoc, fact: SourceFact, payload: WebhookPayload): Promise<void> {
    const deliveryId = webhookDeliveryId(endpoint.id, fact.eventId);
    const scheduledAt = this.clock().toISOString();
    const scheduled: WebhookDeliveryScheduled = {
      type: 'WebhookDeliveryScheduled',
      data: {
        deliveryId,
        endpointId: endpoint.id,
        owner: endpoint.owner,
        event: payload.event,
        sourceEventId: fact.eventId,
        dataOwner: payload.dataOwner,
        body: webhookBody(deliveryId, payload, fact.occurredAt),
        scheduledAt,
      },
    };
    const events: WebhookDeliveryEvent[] = [scheduled];
    // The person was erased before the fact was reached: nothing of theirs is sent, and the log says why.
    if (containsErased(payload.data)) {
      const { owner } = endpoint;
      events.push({
        type: 'WebhookDeliveryGivenUp',
        data: { deliveryId, endpointId: endpoint.id, owner, reason: 'data_erased', givenUpAt: scheduledAt },
      });
    }
    const newEvents = events.map((event, index) => ({
      eventId: uuidFromHash(`${deliveryId}:scheduled:${index}`, '5'),
      ...event,
      metadata: { occurredAt: scheduledAt },
    }));
    try {
      await this.options.eventStore.append(webhookDeliveryStream(deliveryId), newEvents, 'no_stream');
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }

  /** Pauses an endpoint whose attempts failed too often in a row (the decider records nothing if it is paused already). */
  private async pauseFailing(state: ProcessManagerState, endpointId: string, failedAttempts: number): Promise<void> {
    const endpoint = await state.get<PmEndpointDoc>(PM_WEBHOOK_ENDPOINTS, endpointId);
    if (!endpoint || endpoint.status !== 'active') return;
    await handleCommand(this.options.eventStore, {
      stream: webhookEndpointStream(endpointId),
      decider: webhookEndpointDecider,
      command: { type: 'PauseFailingWebhookEndpoint', data: { endpointId, failedAttempts } },
      metadata: { now: this.clock() },
    });
    await changeEndpoint(state, endpointId, () => ({ status: 'paused' }));
  }

  /** Attempts the deliveries now due; true when it recorded anything (the runner then catches up with it). */
  private async sendDue(): Promise<boolean> {
    const { readStore } = this.options;
    const now = this.clock().toISOString();
    const due = await readStore
      .collection<PmDueDoc>(PM_WEBHOOK_DUE)
      .find({ where: { held: false, dueAt: { lte: now } }, orderBy: [{ field: 'dueAt' }, { field: 'id' }], limit: this.sendLimit * 2 });
    let recorded = false;
    let attempted = 0;
    // Failures in a row as this round leaves them: an endpoint reaching the threshold gets no more attempts before it is paused.
    const inARow = new Map<string, number>();
    for (const delivery of due) {
      if (attempted >= this.sendLimit || !(await this.leads())) break;
      const endpoint = await readStore.collection<PmEndpointDoc>(PM_WEBHOOK_ENDPOINTS).get(delivery.endpointId);
      // Paused since its deliveries were last folded (its pause not reached in the log yet): they wait.
      if (endpoint?.status === 'paused') continue;
      const failures = inARow.get(delivery.endpointId) ?? endpoint?.failedInARow ?? 0;
      if (failures >= this.pauseAfter) continue;
      attempted++;
      const outcome = await this.deliver(delivery.id);
      if (outcome !== 'nothing') recorded = true;
      inARow.set(delivery.endpointId, outcome === 'failed' ? failures + 1 : outcome === 'succeeded' ? 0 : failures);
    }
    return recorded;
  }

  /** Decides from the delivery's own stream and the endpoint's, sends when still due, and records what happened. */
  private async deliver(deliveryId: string): Promise<'nothing' | 'given_up' | 'failed' | 'succeeded'> {
    const { eventStore, http, secrets, retryDelaysSeconds } = this.options;
    const now = this.clock();
    const state = fold(webhookDeliveryDecider, await eventStore.readStream(webhookDeliveryStream(deliveryId)));
    const scheduled = state.scheduled;
    if (!scheduled || state.dueAt === null || state.dueAt > now.toISOString()) return 'nothing';
    const endpoint = fold(webhookEndpointDecider, await eventStore.readStream(webhookEndpointStream(scheduled.endpointId)));
    if (!endpoint.exists) return this.giveUp(deliveryId, 'endpoint_removed', now);
    if (endpoint.status === 'paused') return 'nothing';
    if (scheduled.body === ERASED) return this.giveUp(deliveryId, 'data_erased', now);
    const secret = await secrets.read(scheduled.endpointId);
    const outcome = secret
      ? await sendWebhook(http, { url: endpoint.url, secret, deliveryId, event: scheduled.event, body: scheduled.body, now })
      : { statusCode: null, latencyMs: null, error: 'The endpoint has no signing secret; rotate it to create one' };
    const { events } = await this.record(deliveryId, { type: 'RecordWebhookAttempt', data: { ...outcome, retryDelaysSeconds } }, this.clock());
    const attempt = events.find((event) => event.type === 'WebhookDeliveryAttempted');
    return attempt?.data.succeeded ? 'succeeded' : 'failed';
  }

  private async giveUp(deliveryId: string, reason: WebhookDeliveryGiveUpReason, now: Date): Promise<'given_up'> {
    await this.record(deliveryId, { type: 'GiveUpWebhookDelivery', data: { reason } }, now);
    return 'given_up';
  }

  private record(deliveryId: string, command: WebhookDeliveryCommand, now: Date) {
    return handleCommand(this.options.eventStore, {
      stream: webhookDeliveryStream(deliveryId),
      decider: webhookDeliveryDecider,
      command,
      metadata: { now },
    });
  }
}
