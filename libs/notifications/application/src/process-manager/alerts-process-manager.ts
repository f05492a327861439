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
  failingWebhookOwnerOf,
  type Fact,
  leadAlertsFor,
  NO_DAY_COUNTS,
  ownerAlertsFor,
  webhookPausedAdminAlerts,
  webhookPausedOwnerAlert,
} from '@receptionist/notifications-domain';
import { ProcessManager, type ProcessManagerState } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';
import { alertMail, type AlertMail } from './alert-mail';
import {
  adminsOf,
  ALERTS_PROCESS_MANAGER,
  PM_CLIENTS,
  PM_COLLECTIONS,
  PM_DAYS,
  PM_USERS,
  type PmClientDoc,
  type PmDayDoc,
  type PmUserDoc,
} from './alerts-state';
import { ALERTS_FOLDED_EVENT_TYPES, foldFact } from './fold-fact';

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
export class AlertsProcessManager extends ProcessManager {
  private readonly clock: () => Date;

  constructor(private readonly options: AlertsProcessManagerOptions) {
    super({ name: ALERTS_PROCESS_MANAGER, collections: PM_COLLECTIONS, historyEventTypes: ALERTS_FOLDED_EVENT_TYPES }, options);
    this.clock = options.clock ?? (() => new Date());
  }

  protected async handle(event: StoredEvent, state: ProcessManagerState, react: boolean): Promise<void> {
    const fact: Fact = { eventId: event.eventId, type: event.type, data: event.data, occurredAt: event.metadata.occurredAt };
    if (react) await this.react(fact, event, state);
    await foldFact(state, fact);
  }

  /** The daily summaries now due. */
  protected afterCatchUp(): Promise<boolean> {
    return this.raiseDueSummaries();
  }

  private async react(fact: Fact, event: StoredEvent, state: ProcessManagerState): Promise<void> {
    if (fact.type === 'AlertRaised') return this.mail(fact.data as AlertRaised['data']);
    if (fact.type === 'DemoRequestSubmitted' && event.stream.startsWith('demo-request-')) {
      const admins = (await adminsOf(state)).flatMap((admin) =>
        admin.email ? [{ userId: admin.id, email: admin.email, leadMails: admin.leadMails }] : [],
      );
      for (const alert of leadAlertsFor(fact, admins)) await this.record(alert, event.stream);
      return;
    }
    const pausedOwner = failingWebhookOwnerOf(fact);
    if (pausedOwner?.kind === 'client') {
      const alert = webhookPausedOwnerAlert(fact, await this.clientContext(state, pausedOwner.clientId));
      await this.record(alert, `client-${pausedOwner.clientId}`);
      return;
    }
    if (pausedOwner?.kind === 'admins') {
      const admins = (await adminsOf(state)).flatMap((admin) => (admin.email ? [{ userId: admin.id, email: admin.email, leadMails: true }] : []));
      for (const alert of webhookPausedAdminAlerts(fact, admins)) await this.record(alert, `user-${alert.adminId}`);
      return;
    }
    const clientId = clientOfFact(fact);
    if (!clientId) return;
    for (const alert of ownerAlertsFor(fact, await this.clientContext(state, clientId))) await this.record(alert, `client-${clientId}`);
  }

  private async clientContext(state: { get: ProcessManagerState['get'] }, clientId: string): Promise<ClientAlertContext> {
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
