import { isTimeZone } from '../time-zones';

/** The facts an owner may be e-mailed about, as the settings card lists them. */
export const ALERT_TOGGLES = ['messageTaken', 'urgentMessage', 'negativeSentiment', 'unansweredTransfer', 'usage80', 'usage100'] as const;
export type AlertToggle = (typeof ALERT_TOGGLES)[number];

export const ALERT_TOGGLE_LABELS: Readonly<Record<AlertToggle, string>> = {
  messageTaken: 'A message was taken',
  urgentMessage: 'An urgent message was taken',
  negativeSentiment: 'A caller sounded unhappy (negative sentiment)',
  unansweredTransfer: 'A transfer nobody answered',
  usage80: '80 % of the plan minutes used',
  usage100: '100 % of the plan minutes used',
};

export interface DailySummaryPreference {
  enabled: boolean;
  /** Local time of day, `HH:MM` (24 h). */
  time: string;
  /** IANA time zone, e.g. `Europe/Berlin`. */
  timeZone: string;
}

export type AlertPreferences = Record<AlertToggle, boolean> & { dailySummary: DailySummaryPreference };

/** What an owner gets before choosing: what needs acting on now, nothing chatty. */
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  messageTaken: false,
  urgentMessage: true,
  negativeSentiment: false,
  unansweredTransfer: true,
  usage80: true,
  usage100: true,
  dailySummary: { enabled: false, time: '18:00', timeZone: 'UTC' },
};

export const ALERT_PREFERENCE_MESSAGES = {
  time: 'The summary time must be a time of day as HH:MM (00:00 to 23:59)',
  timeZone: 'The time zone must be an IANA time zone such as Europe/Berlin or America/New_York',
  toggle: (name: string) => `${name} must be true or false`,
  notFound: 'No client record for this account yet',
} as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

export type AlertPreferencesCheck = { ok: true; value: AlertPreferences } | { ok: false; message: string };

/** The one check of a preferences form, used by the card and by the server. */
export function validateAlertPreferences(input: AlertPreferences): AlertPreferencesCheck {
  for (const toggle of ALERT_TOGGLES) {
    if (typeof input[toggle] !== 'boolean') return { ok: false, message: ALERT_PREFERENCE_MESSAGES.toggle(toggle) };
  }
  const summary = input.dailySummary;
  if (typeof summary?.enabled !== 'boolean') return { ok: false, message: ALERT_PREFERENCE_MESSAGES.toggle('dailySummary.enabled') };
  const time = typeof summary.time === 'string' ? summary.time.trim() : summary.time;
  if (!isTimeOfDay(time)) return { ok: false, message: ALERT_PREFERENCE_MESSAGES.time };
  const timeZone = typeof summary.timeZone === 'string' ? summary.timeZone.trim() : summary.timeZone;
  if (!isTimeZone(timeZone)) return { ok: false, message: ALERT_PREFERENCE_MESSAGES.timeZone };
  const toggles = Object.fromEntries(ALERT_TOGGLES.map((toggle) => [toggle, input[toggle]])) as Record<AlertToggle, boolean>;
  return { ok: true, value: { ...toggles, dailySummary: { enabled: summary.enabled, time, timeZone } } };
}
