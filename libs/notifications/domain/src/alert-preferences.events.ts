import type { AlertPreferences } from '@receptionist/contracts';
import type { Actor } from '@receptionist/domain-kit';

/** The owner chose which facts e-mail them and whether a daily summary comes (the whole choice, and what it replaced). */
export interface AlertPreferencesChanged {
  type: 'AlertPreferencesChanged';
  data: { clientId: string; from: AlertPreferences; to: AlertPreferences; by: Actor; changedAt: string };
}

/** An administrator turned the e-mail per new lead on or off for themselves. */
export interface LeadMailsChanged {
  type: 'LeadMailsChanged';
  data: { userId: string; enabled: boolean; by: Actor; changedAt: string };
}

export type AlertPreferencesEvent = AlertPreferencesChanged;
export type LeadMailsEvent = LeadMailsChanged;

export const alertPreferencesStream = (clientId: string): string => `alert-preferences-${clientId}`;
export const leadMailsStream = (userId: string): string => `lead-mails-${userId}`;
