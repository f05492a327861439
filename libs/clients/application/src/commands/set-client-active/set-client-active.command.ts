import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';

/** An administrator activates or deactivates a client. Resolves once the client read models show it. */
export class SetClientActiveCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly active: boolean,
    readonly by: Actor,
  ) {
    super();
  }
}
