import { type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import type { AlertPreferencesEvent, LeadMailsEvent } from './alert-preferences.events';

export interface AlertPreferencesState {
  preferences: AlertPreferences;
}

export const initialAlertPreferencesState: AlertPreferencesState = { preferences: DEFAULT_ALERT_PREFERENCES };

export const evolveAlertPreferences = (_state: AlertPreferencesState, event: AlertPreferencesEvent): AlertPreferencesState => ({
  preferences: event.data.to,
});

/** Admins get a mail per new lead unless they turned it off. */
export interface LeadMailsState {
  enabled: boolean;
}

export const initialLeadMailsState: LeadMailsState = { enabled: true };

export const evolveLeadMails = (_state: LeadMailsState, event: LeadMailsEvent): LeadMailsState => ({ enabled: event.data.enabled });
