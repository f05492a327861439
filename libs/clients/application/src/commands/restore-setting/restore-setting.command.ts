import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';

/** Sets a field back to the value it had before the given history entry's change (a new SettingsChanged). */
export class RestoreSettingCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly historyId: string,
    readonly by: Actor,
  ) {
    super();
  }
}
