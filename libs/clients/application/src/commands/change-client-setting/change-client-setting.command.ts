import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';

/** An owner changes one agent setting; no change is recorded when the value is the same. Resolves once the client read models show it. */
export class ChangeClientSettingCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly field: string,
    readonly value: string,
    readonly by: Actor,
  ) {
    super();
  }
}
