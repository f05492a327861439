import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';

/** An administrator sets a client's plan and its minute limit. Resolves once the client read models show it. */
export class ChangePlanCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly plan: string,
    readonly by: Actor,
  ) {
    super();
  }
}
