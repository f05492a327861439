import type { Actor } from '@receptionist/domain-kit';

export class ChangeLeadMailsCommand {
  constructor(
    readonly enabled: boolean,
    readonly by: Actor,
  ) {}
}
