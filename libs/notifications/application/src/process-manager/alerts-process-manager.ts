import { DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import { localDateOf, previousDate, uuidFromHash, zonedInstant } from '@receptionist/domain-kit';
import { DuplicateEventIdError, type EventStore, type StoredEvent, WrongExpectedRevisionError } from '@receptionist/event-store';
import {
  type AlertDraft,
  type AlertRaised,
  alertStream,
  type ClientAlertContext,
  clientOfFact,
  dailySummaryAlert,
  type Fact,
  leadAlertsFor,
  NO_DAY_COUNTS,
  ownerAlertsFor,
} from '@receptionist/notifications-domain';
import type { ReadStore } from '@receptionist/read-store';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { alertMail, type AlertMail } from './alert-mail';
import {
  ALERTS_PROCESS_MANAGER,
  ALERTS_RAISE_AFTER,
  BatchState,
  PM_CLIENTS,
  PM_COLLECTIONS,
  PM_DAYS,
  PM_USERS,
  type PmClientDoc,
  type PmDayDoc,
  type PmUserDoc,
} from './alerts-state';
import { foldFact } from './fold-fact';

export interface AlertMailer {
  send(message: AlertMail): Promise<void>;
}

export interface AlertsProcessManagerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  mailer: AlertMailer;
  /** Public origin of the console: links in mails point here. */
  siteUrl: string;
  /** Decides when a daily summary is due; injectable so tests need no waiting. */
  clock?: () => Date;
  leaseTtlMs?: number;
  batchSize?: number;
}

const isConflict = (error: unknown) => error instanceof WrongExpectedRevisionError || error instanceof DuplicateEventIdError;

/**
 * The alerts process manager (ARCHITECTURE.md §9). It follows the log from its own checkpoint (not a projector's:
 * `npm run replay` does not reset it), folds what it needs (owners' e-mails, each client's preferences, admins, day
 * counts) into its own state committed with that checkpoint, and records each alert as `AlertRaised` in the stream
 * `alert-<deterministic id>`, appended only when the stream does not exist: a fact yields one alert at most, whatever
 * restarts, replays or second instances happen. Mails go out when it meets its own `AlertRaised` in the log, and
 * `AlertMailed` closes the alert: a crash before the mail sends it on the next run. One process leads it (lease),
 * and a stale leader's commit is refused (lease epoch).
 */
export class AlertsProcessManager {
  private readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly clock: () => Date;
  private readonly leaseTtlMs: number;
  private readonly batchSize: number;
  private prepared: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  /** Rounds of this instance run one after another (the loop and a test's `runOnce` never overlap). */
  private rounds: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: AlertsProcessManagerOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.leaseTtlMs = options.leaseTtlMs ?? 15_000;
    this.batchSize = options.batchSize ?? 500;
  }

  /**
   * One round: take (or renew) the lease, catch up with the log, raise the daily summaries now due and mail them.
   * Returns false when another process leads.
   */
  runOnce(): Promise<boolean> {
    const round = this.rounds.then(() => this.round());
    this.rounds = round.catch(() => undefined);
    return round;
  }

  private async round(): Promise<boolean> {
    const raiseAfter = await this.prepare();
    if ((await this.lead()) === null) return false;
    await this.catchUp(raiseAfter);
    if (await this.raiseDueSummaries()) await this.catchUp(raiseAfter);
    return true;
  }

  /** Takes or renews the lease; the epoch it returns fences every commit of this round. */
  private async lead(): Promise<number | null> {
    const lease = await this.options.readStore.tryAcquireLease({
      projector: ALERTS_PROCESS_MANAGER,
      holder: this.holder,
      ttlMs: this.leaseTtlMs,
      nowMs: Date.now(),
    });
    return lease?.epoch ?? null;
  }

  /** Runs a round every `intervalMs` until `stop()`. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    const loop = () => {
      if (this.stopped) return;
      this.running = this.runOnce()
        .catch(onError)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, intervalMs);
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.options.readStore.releaseLease(ALERTS_PROCESS_MANAGER, this.holder).catch(() => undefined);
  }

  /** Defines its collections; on the very first start, remembers the head: older history raises no alert. */
  private prepare(): Promise<number> {
    this.prepared ??= (async () => {
      const { readStore, eventStore } = this.options;
      for (const collection of PM_COLLECTIONS) await readStore.defineCollection(collection);
      const stored = await readStore.readState<{ position: number }>(ALERTS_RAISE_AFTER);
      if (stored) return stored.value.position;
      const head = await eventStore.headPosition();
      await readStore.writeState(ALERTS_RAISE_AFTER, { position: head }, 0);
      return (await readStore.readState<{ position: number }>(ALERTS_RAISE_AFTER))?.value.position ?? head;
    })();
    return this.prepared;
  }

  /** Batch after batch up to the head, renewing the lease before each (a long catch-up outlives one lease term). */
  private async catchUp(raiseAfter: number): Promise<void> {
    for (;;) {
      const epoch = await this.lead();
      if (epoch === null || (await this.processBatch(epoch, raiseAfter)) === 0) return;
    }
  }

  private async processBatch(epoch: number, raiseAfter: number): Promise<number> {
    const { eventStore, readStore } = this.options;
    const from = await readStore.checkpoint(ALERTS_PROCESS_MANAGER);
    const state = new BatchState(readStore);
    let last = from;
    let count = 0;
    for await (const event of eventStore.readAll({ from, batchSize: this.batchSize })) {
      const fact: Fact = { eventId: event.eventId, type: event.type, data: event.data, occurredAt: event.metadata.occurredAt };
      if (event.position > raiseAfter) await this.react(fact, event, state);
      await foldFact(state, fact);
      last = event.position;
      if (++count >= this.batchSize) break;
    }
    if (count === 0) return 0;
    await readStore.commit({
      writes: state.writes(),
      checkpoint: { projector: ALERTS_PROCESS_MANAGER, position: last, leaseEpoch: epoch, lease: ALERTS_PROCESS_MANAGER },
    });
    return count;
  }

  private async react(fact: Fact, event: StoredEvent, state: BatchState): Promise<void> {
    if (fact.type === 'AlertRaised') return this.mail(fact.data as AlertRaised['data']);
    if (fact.type === 'DemoRequestSubmitted' && event.stream.startsWith('demo-request-')) {
      const admins = (await state.admins()).flatMap((admin) =>
        admin.email ? [{ userId: admin.id, email: admin.email, leadMails: admin.leadMails }] : [],
      );
      for (const alert of leadAlertsFor(fact, admins)) await this.record(alert, event.stream);
      return;
    }
    const clientId = clientOfFact(fact);
    if (!clientId) return;
    for (const alert of ownerAlertsFor(fact, await this.clientContext(state, clientId))) await this.record(alert, `client-${clientId}`);
  }

  private async clientContext(state: { get: BatchState['get'] }, clientId: string): Promise<ClientAlertContext> {
    const client = await state.get<PmClientDoc>(PM_CLIENTS, clientId);
    const owner = client?.ownerId ? await state.get<PmUserDoc>(PM_USERS, client.ownerId) : null;
    return {
      clientId,
      businessName: client?.businessName ?? null,
      ownerEmail: owner?.email ?? null,
      preferences: client?.preferences ?? DEFAULT_ALERT_PREFERENCES,
    };
  }

  /** Appends the alert unless its stream exists: the one place an alert comes into being. */
  private async record(alert: AlertDraft, dataOwner: string): Promise<boolean> {
    const event = { eventId: uuidFromHash(`${alert.alertId}:raised`, '5'), type: 'AlertRaised', data: { ...alert, dataOwner } };
    try {
      await this.options.eventStore.append(alertStream(alert.alertId), [event], 'no_stream');
      return true;
    } catch (error) {
      if (isConflict(error)) return false;
      throw error;
    }
  }

  /** Sends the alert's mail unless its stream says it was sent; a failure leaves it for the next round. */
  private async mail(alert: AlertRaised['data']): Promise<void> {
    if (!alert.mailTo || !alert.mailTo.includes('@')) return;
    const stream = await this.options.eventStore.readStream(alertStream(alert.alertId));
    if (stream.some((event) => event.type === 'AlertMailed')) return;
    await this.options.mailer.send(alertMail({ ...alert, mailTo: alert.mailTo }, this.options.siteUrl));
    const mailed = {
      eventId: uuidFromHash(`${alert.alertId}:mailed`, '5'),
      type: 'AlertMailed',
      data: { alertId: alert.alertId, mailedAt: new Date().toISOString() },
    };
    try {
      await this.options.eventStore.append(alertStream(alert.alertId), [mailed], stream[stream.length - 1].revision);
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }

  /** Raises each client's summary of the previous local day once their chosen local time has come. */
  private async raiseDueSummaries(): Promise<boolean> {
    const { readStore } = this.options;
    const now = this.clock();
    const clients = await readStore.collection<PmClientDoc>(PM_CLIENTS).find({ where: { summaryEnabled: true } });
    let raised = false;
    for (const client of clients) {
      const { time, timeZone } = client.preferences.dailySummary;
      const today = localDateOf(now, timeZone);
      const due = zonedInstant(today, time, timeZone);
      const date = previousDate(today);
      if (now < due || (client.lastSummaryDate !== null && client.lastSummaryDate >= date)) continue;
      if (client.summarySince !== null && client.summarySince > due.toISOString()) continue;
      const day = await readStore.collection<PmDayDoc>(PM_DAYS).get(`${client.id}:${date}`);
      const context = await this.clientContext({ get: (collection, id) => readStore.collection(collection).get(id) as never }, client.id);
      const counts = day ? { calls: day.calls, minutes: day.minutes, appointments: day.appointments, messages: day.messages } : NO_DAY_COUNTS;
      if (await this.record(dailySummaryAlert(context, date, counts, now.toISOString()), `client-${client.id}`)) raised = true;
    }
    return raised;
  }
}
