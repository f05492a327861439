import type { AlertPreferences } from '@receptionist/contracts';
import { uuidFromHash } from '@receptionist/domain-kit';
import type { AlertDraft, AlertKind } from './alert.events';
import type { LocalDate } from '@receptionist/domain-kit';

/** A fact as the process manager reads it from the log: another context's event, by its stored type name. */
export interface Fact {
  eventId: string;
  type: string;
  data: unknown;
  occurredAt: string;
}

/** What the process manager knows of a client when a fact arrives: the preferences as they were then. */
export interface ClientAlertContext {
  clientId: string;
  businessName: string | null;
  ownerEmail: string | null;
  preferences: AlertPreferences;
}

export const alertIdOf = (factId: string, kind: AlertKind, recipient = ''): string => uuidFromHash(`alert:${factId}:${kind}:${recipient}`, '5');

/** The call-outcome facts the alerts read (contracts.md), by stored type name; calls is not imported. */
interface MessageTakenData {
  clientId: string;
  callerName: string | null;
  callbackNumber: string;
  text: string;
  urgency: 'normal' | 'urgent';
}
interface CallLoggedData {
  clientId: string;
  callerNumber: string;
  callType: string;
  sentiment: string | null;
  summary: string | null;
  durationSeconds: number;
}
interface CallTransferredData {
  clientId: string;
  department: string;
  toName: string | null;
  toNumber: string;
  answered: boolean;
}
interface UsageThresholdReachedData {
  clientId: string;
  threshold: number;
  minutesUsed: number;
  minutesLimit: number;
}

export const CALL_LOGGED_TYPES = ['CallLogged.v2', 'CallLogged.v3'] as const;

/** The client a fact belongs to, when it is one the owner may be alerted about or that the daily summary counts. */
export function clientOfFact(fact: Fact): string | null {
  const clientId = (fact.data as { clientId?: unknown }).clientId;
  return typeof clientId === 'string' ? clientId : null;
}

function draft(fact: Fact, client: ClientAlertContext, kind: AlertKind, subject: string, text: string[], path: string): AlertDraft {
  return {
    alertId: alertIdOf(fact.eventId, kind),
    kind,
    clientId: client.clientId,
    adminId: null,
    mailTo: client.ownerEmail,
    subject,
    text: text.filter((line) => line !== '').join('\n'),
    path,
    factId: fact.eventId,
    at: fact.occurredAt,
  };
}

const optional = (label: string, value: string | null) => (value ? `${label}: ${value}` : '');

function messageAlert(fact: Fact, client: ClientAlertContext): AlertDraft[] {
  const data = fact.data as MessageTakenData;
  const urgent = data.urgency === 'urgent';
  const kind: AlertKind | null =
    urgent && client.preferences.urgentMessage ? 'urgent_message' : client.preferences.messageTaken ? 'message_taken' : null;
  if (!kind) return [];
  const from = data.callerName ?? data.callbackNumber;
  const subject = kind === 'urgent_message' ? `Urgent message from ${from}` : `New message from ${from}`;
  const body = [
    optional('Caller', data.callerName),
    `Call back: ${data.callbackNumber}`,
    urgent ? 'Marked urgent by the receptionist.' : '',
    '',
    data.text,
  ];
  return [draft(fact, client, kind, subject, body, '/dashboard/messages')];
}

function sentimentAlert(fact: Fact, client: ClientAlertContext): AlertDraft[] {
  const data = fact.data as CallLoggedData;
  if (data.sentiment !== 'negative' || data.callType === 'test' || !client.preferences.negativeSentiment) return [];
  const subject = `A caller sounded unhappy: ${data.callerNumber}`;
  const body = [`Caller: ${data.callerNumber}`, `Duration: ${Math.ceil(data.durationSeconds / 60)} min`, optional('Summary', data.summary)];
  return [draft(fact, client, 'negative_sentiment', subject, body, '/dashboard/calls')];
}

function transferAlert(fact: Fact, client: ClientAlertContext): AlertDraft[] {
  const data = fact.data as CallTransferredData;
  if (data.answered || !client.preferences.unansweredTransfer) return [];
  const target = data.toName ? `${data.toName} (${data.toNumber})` : data.toNumber;
  const subject = `Nobody answered a transfer to ${data.department}`;
  const body = [`The receptionist transferred a caller to ${target} (${data.department}) and nobody answered.`];
  return [draft(fact, client, 'unanswered_transfer', subject, body, '/dashboard/calls')];
}

function usageAlert(fact: Fact, client: ClientAlertContext): AlertDraft[] {
  const data = fact.data as UsageThresholdReachedData;
  const kind = data.threshold === 100 ? 'usage_100' : data.threshold === 80 ? 'usage_80' : null;
  if (!kind || !client.preferences[kind === 'usage_100' ? 'usage100' : 'usage80']) return [];
  const subject = `You have used ${data.threshold} % of your plan minutes`;
  const body = [
    `${data.minutesUsed} of ${data.minutesLimit} minutes used this month.`,
    data.threshold === 100 ? 'Calls over the plan are still answered; consider a larger plan.' : '',
  ];
  return [draft(fact, client, kind, subject, body, '/dashboard/billing')];
}

/** The alerts a client fact raises for its owner under the preferences as they were at that fact. */
export function ownerAlertsFor(fact: Fact, client: ClientAlertContext): AlertDraft[] {
  switch (fact.type) {
    case 'MessageTaken':
      return messageAlert(fact, client);
    case 'CallLogged.v2':
    case 'CallLogged.v3':
      return sentimentAlert(fact, client);
    case 'CallTransferred':
      return transferAlert(fact, client);
    case 'UsageThresholdReached.v2':
      return usageAlert(fact, client);
    default:
      return [];
  }
}

export interface AdminRecipient {
  userId: string;
  email: string;
  leadMails: boolean;
}

interface LeadSubmittedData {
  requestId: string;
  formType: string;
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  companyName: string | null;
  dealershipName: string | null;
}

/** One alert per administrator for a new lead; a mail only to those who keep lead mails on. */
export function leadAlertsFor(fact: Fact, admins: readonly AdminRecipient[]): AlertDraft[] {
  if (fact.type !== 'DemoRequestSubmitted') return [];
  const data = fact.data as LeadSubmittedData;
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ') || data.email;
  const what = data.formType === 'contact' ? 'contact message' : 'demo request';
  const subject = `New ${what} from ${name}`;
  const text = [
    `Name: ${name}`,
    `E-mail: ${data.email}`,
    optional('Phone', data.phone),
    optional('Business', data.dealershipName ?? data.companyName),
  ]
    .filter((line) => line !== '')
    .join('\n');
  return admins.map((admin) => ({
    alertId: alertIdOf(fact.eventId, 'new_lead', admin.userId),
    kind: 'new_lead',
    clientId: null,
    adminId: admin.userId,
    mailTo: admin.leadMails ? admin.email : null,
    subject,
    text,
    path: '/admin/demo-requests',
    factId: fact.eventId,
    at: fact.occurredAt,
  }));
}

/** The webhooks context paused an endpoint (by stored type name; webhooks is not imported). */
interface WebhookEndpointPausedData {
  endpointId: string;
  owner: { kind: 'client'; clientId: string } | { kind: 'admins' };
  reason: 'owner' | 'failing';
  failedAttempts: number | null;
}

/** Whose endpoint the delivery process paused for failing (an owner pausing their own is told nothing); null otherwise. */
export function failingWebhookOwnerOf(fact: Fact): WebhookEndpointPausedData['owner'] | null {
  if (fact.type !== 'WebhookEndpointPaused') return null;
  const data = fact.data as WebhookEndpointPausedData;
  return data.reason === 'failing' ? data.owner : null;
}

function webhookPausedText(data: WebhookEndpointPausedData): { subject: string; text: string } {
  return {
    subject: 'A webhook endpoint was paused: its deliveries keep failing',
    text: [
      `The last ${data.failedAttempts ?? 'several'} attempts to deliver to this endpoint failed in a row, so nothing more is sent to it.`,
      'Deliveries already queued are held. Fix the receiver, then resume the endpoint: the held deliveries go out,',
      'and you can replay a range of earlier ones from its delivery log.',
    ].join('\n'),
  };
}

/** The owner of a client's endpoint paused for failing is always told (there is no preference to turn it off). */
export function webhookPausedOwnerAlert(fact: Fact, client: ClientAlertContext): AlertDraft {
  const data = fact.data as WebhookEndpointPausedData;
  const { subject, text } = webhookPausedText(data);
  return {
    alertId: alertIdOf(fact.eventId, 'webhook_paused'),
    kind: 'webhook_paused',
    clientId: client.clientId,
    adminId: null,
    mailTo: client.ownerEmail,
    subject,
    text,
    path: `/dashboard/webhooks/${data.endpointId}`,
    factId: fact.eventId,
    at: fact.occurredAt,
  };
}

/** The administrators' endpoint paused for failing: each administrator is told and mailed. */
export function webhookPausedAdminAlerts(fact: Fact, admins: readonly AdminRecipient[]): AlertDraft[] {
  const data = fact.data as WebhookEndpointPausedData;
  const { subject, text } = webhookPausedText(data);
  return admins.map((admin) => ({
    alertId: alertIdOf(fact.eventId, 'webhook_paused', admin.userId),
    kind: 'webhook_paused',
    clientId: null,
    adminId: admin.userId,
    mailTo: admin.email,
    subject,
    text,
    path: `/admin/webhooks/${data.endpointId}`,
    factId: fact.eventId,
    at: fact.occurredAt,
  }));
}

export interface DayCounts {
  calls: number;
  minutes: number;
  appointments: number;
  messages: number;
}

export const NO_DAY_COUNTS: DayCounts = { calls: 0, minutes: 0, appointments: 0, messages: 0 };

const callCounts = (data: unknown): DayCounts | null => {
  const call = data as CallLoggedData;
  return call.callType === 'test' ? null : { ...NO_DAY_COUNTS, calls: 1, minutes: Math.ceil(call.durationSeconds / 60) };
};

/** What each type of fact adds to its day in the daily summary (test calls count nothing). */
const DAY_COUNTS = new Map<string, (data: unknown) => DayCounts | null>([
  ['CallLogged.v2', callCounts],
  ['CallLogged.v3', callCounts],
  ['AppointmentBooked', () => ({ ...NO_DAY_COUNTS, appointments: 1 })],
  ['MessageTaken', () => ({ ...NO_DAY_COUNTS, messages: 1 })],
]);

/** The types of facts that count in a daily summary. */
export const DAY_COUNT_EVENT_TYPES: readonly string[] = [...DAY_COUNTS.keys()];

/** What a fact adds to its day in the daily summary; null when it adds nothing. */
export function dayCountsOf(fact: Fact): DayCounts | null {
  return DAY_COUNTS.get(fact.type)?.(fact.data) ?? null;
}

/** When a fact counts for the summary: the call's start, the booking, the message (the fact's own time otherwise). */
export function dayInstantOf(fact: Fact): string {
  const data = fact.data as { startedAt?: string; bookedAt?: string; takenAt?: string };
  return data.startedAt ?? data.bookedAt ?? data.takenAt ?? fact.occurredAt;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The summary of one local day, sent the next day at the owner's chosen time. */
export function dailySummaryAlert(client: ClientAlertContext, date: LocalDate, counts: DayCounts, sentAt: string): AlertDraft {
  const factId = `${client.clientId}:${date}`;
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const headline = [
    plural(counts.calls, 'call', 'calls'),
    plural(counts.appointments, 'appointment booked', 'appointments booked'),
    plural(counts.messages, 'message taken', 'messages taken'),
    plural(counts.minutes, 'minute used', 'minutes used'),
  ];
  return {
    alertId: alertIdOf(factId, 'daily_summary'),
    kind: 'daily_summary',
    clientId: client.clientId,
    adminId: null,
    mailTo: client.ownerEmail,
    subject: `Your day on ${day}: ${headline[0]}, ${headline[1]}`,
    text: [`${client.businessName ?? 'Your business'} on ${day}:`, ...headline.map((line) => `- ${line}`)].join('\n'),
    path: '/dashboard',
    factId,
    at: sentAt,
  };
}
