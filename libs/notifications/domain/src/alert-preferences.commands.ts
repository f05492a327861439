import type { AlertPreferences } from '@receptionist/contracts';
import type { Actor } from '@receptionist/domain-kit';

export interface ChangeAlertPreferences {
  type: 'ChangeAlertPreferences';
  data: { clientId: string; preferences: AlertPreferences; by: Actor };
}

export interface ChangeLeadMails {
  type: 'ChangeLeadMails';
  data: { userId: string; enabled: boolean; by: Actor };
}
