import { uuidFromHash } from '@receptionist/domain-kit';

/** What an alert is about; one alert per fact and kind (and per administrator for leads). */
export type AlertKind =
  | 'message_taken'
  | 'urgent_message'
  | 'negative_sentiment'
  | 'unanswered_transfer'
  | 'usage_80'
  | 'usage_100'
  | 'daily_summary'
  | 'new_lead'
  | 'webhook_paused';

/** An alert as decided, before it is recorded: for a client's owner, or for one administrator. */
export interface AlertDraft {
  /** Deterministic: derived from the fact and the kind (and the administrator), so a fact yields one alert at most. */
  alertId: string;
  kind: AlertKind;
  /** The client whose owner is alerted, or null for an administrator's alert. */
  clientId: string | null;
  /** The administrator alerted, or null for an owner's alert. */
  adminId: string | null;
  /** Whom to e-mail; null: shown in the app only (an administrator who turned lead mails off). */
  mailTo: string | null;
  subject: string;
  text: string;
  /** The page of the app the alert points to, e.g. `/dashboard/messages`. */
  path: string;
  /** The event id of the fact, or the summary's key (`<clientId>:<date>`). */
  factId: string;
  /** When the fact happened (ISO). */
  at: string;
}

/** The process manager recorded an alert (stream `alert-<alertId>`; appended only if the stream does not exist). */
export interface AlertRaised {
  type: 'AlertRaised';
  data: AlertDraft & {
    /** Whose key seals the personal parts: the client (`client-<id>`) or the lead (`demo-request-<id>`). */
    dataOwner: string;
  };
}

/** The alert's mail was handed to the mailer (the second and last event of an alert's stream). */
export interface AlertMailed {
  type: 'AlertMailed';
  data: { alertId: string; mailedAt: string };
}

/** A reader marked every alert of their list read up to `readAt` (stream `alert-reads-<audience>`). */
export interface AlertsRead {
  type: 'AlertsRead';
  data: { audience: string; readAt: string; by: { userId: string; email: string | null } };
}

export type AlertEvent = AlertRaised | AlertMailed;

export const ALERT_STREAM_PREFIX = 'alert-';
export const alertStream = (alertId: string): string => `${ALERT_STREAM_PREFIX}${alertId}`;
export const alertReadsStream = (audience: string): string => `alert-reads-${audience}`;

/** Whose list an alert lands in: `client-<id>` (the owner's) or `admin-<userId>`. */
export const audienceOf = (alert: Pick<AlertDraft, 'clientId' | 'adminId'>): string =>
  alert.clientId !== null ? `client-${alert.clientId}` : `admin-${alert.adminId}`;

/**
 * The id of an owner's client record, derived as clients derives it (published rule: SHA-256 of
 * `client-of-owner:<owner id>`, UUID version nibble 5): an owner's alerts are found without asking clients.
 */
export const clientIdOfOwner = (ownerId: string): string => uuidFromHash(`client-of-owner:${ownerId}`, '5');

/** The list a signed-in user reads: an administrator's own, or the list of the client they own. */
export const audienceOfUser = (user: { userId: string; roles: readonly string[] }): string =>
  user.roles.includes('admin') ? `admin-${user.userId}` : `client-${clientIdOfOwner(user.userId)}`;
