import type { AlertPreferences } from '@receptionist/contracts';
import type { Actor } from '@receptionist/domain-kit';

export class ChangeAlertPreferencesCommand {
  constructor(
    readonly clientId: string,
    readonly preferences: AlertPreferences,
    readonly by: Actor,
  ) {}
}
