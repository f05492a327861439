import { type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import type { ProcessManagerState } from '@receptionist/projections';
import type { Doc } from '@receptionist/read-store';

/**
 * The process manager's own state, folded from the log in order (so a fact meets the preferences as they were then),
 * committed with its checkpoint. These collections belong to no projector: `npm run replay` leaves them alone.
 */
export const PM_USERS = 'pm_alerts_users';
export const PM_CLIENTS = 'pm_alerts_clients';
export const PM_DAYS = 'pm_alerts_days';
/** The checkpoint key and the lease of the process manager. */
export const ALERTS_PROCESS_MANAGER = 'alerts_process_manager';

export const PM_COLLECTIONS = [
  { name: PM_USERS, indexes: [{ fields: ['admin'] }] },
  { name: PM_CLIENTS, indexes: [{ fields: ['summaryEnabled'] }] },
  { name: PM_DAYS },
];

export interface PmUserDoc extends Doc {
  email: string | null;
  admin: boolean;
  leadMails: boolean;
}

export interface PmClientDoc extends Doc {
  ownerId: string | null;
  businessName: string | null;
  preferences: AlertPreferences;
  summaryEnabled: boolean;
  /** When the daily summary was (last) turned on: no summary for a day that ended before. */
  summarySince: string | null;
  /** The local date of the last summary raised. */
  lastSummaryDate: string | null;
}

export interface PmDayDoc extends Doc {
  calls: number;
  minutes: number;
  appointments: number;
  messages: number;
}

export const newUser = (id: string): PmUserDoc => ({ id, email: null, admin: false, leadMails: true });
export const newClient = (id: string): PmClientDoc => ({
  id,
  ownerId: null,
  businessName: null,
  preferences: DEFAULT_ALERT_PREFERENCES,
  summaryEnabled: false,
  summarySince: null,
  lastSummaryDate: null,
});

/** The administrators as of this point of the batch. */
export const adminsOf = (state: ProcessManagerState): Promise<PmUserDoc[]> => state.find<PmUserDoc>(PM_USERS, { admin: true }, (user) => user.admin);
