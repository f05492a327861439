import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';

/** An owner asks the admins for another plan. Resolves once the client read models show it. */
export class RequestPlanChangeCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly plan: string,
    readonly by: Actor,
  ) {
    super();
  }
}
