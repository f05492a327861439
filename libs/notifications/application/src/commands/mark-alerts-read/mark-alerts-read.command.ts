import type { Actor } from '@receptionist/domain-kit';

export class MarkAlertsReadCommand {
  constructor(
    readonly audience: string,
    readonly by: Actor,
  ) {}
}
