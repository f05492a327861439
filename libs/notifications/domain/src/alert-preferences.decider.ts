import { validateAlertPreferences } from '@receptionist/contracts';
import type { ChangeAlertPreferences, ChangeLeadMails } from './alert-preferences.commands';
import type { AlertPreferencesEvent, LeadMailsEvent } from './alert-preferences.events';
import {
  type AlertPreferencesState,
  evolveAlertPreferences,
  evolveLeadMails,
  initialAlertPreferencesState,
  initialLeadMailsState,
  type LeadMailsState,
} from './alert-preferences.state';
import { invalidAlertPreferences } from './notifications.errors';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A client's alert preferences (stream `alert-preferences-<clientId>`): saving the same choice decides nothing. */
export const alertPreferencesDecider = {
  initialState: initialAlertPreferencesState,
  evolve: evolveAlertPreferences,
  decide({ data }: ChangeAlertPreferences, state: AlertPreferencesState, { now }: { now: Date }): AlertPreferencesEvent[] {
    const checked = validateAlertPreferences(data.preferences);
    if (!checked.ok) throw invalidAlertPreferences(checked.message);
    if (same(checked.value, state.preferences)) return [];
    return [
      {
        type: 'AlertPreferencesChanged',
        data: { clientId: data.clientId, from: state.preferences, to: checked.value, by: data.by, changedAt: now.toISOString() },
      },
    ];
  },
};

/** An administrator's own choice of a mail per new lead (stream `lead-mails-<userId>`). */
export const leadMailsDecider = {
  initialState: initialLeadMailsState,
  evolve: evolveLeadMails,
  decide({ data }: ChangeLeadMails, state: LeadMailsState, { now }: { now: Date }): LeadMailsEvent[] {
    if (data.enabled === state.enabled) return [];
    return [{ type: 'LeadMailsChanged', data: { userId: data.userId, enabled: data.enabled, by: data.by, changedAt: now.toISOString() } }];
  },
};
