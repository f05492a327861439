import { Command } from '@nestjs/cqrs';
import type { DemoRequestStatus } from '@receptionist/contracts';
import type { Actor } from '@receptionist/leads-domain';
import type { AdminCommandResult } from '../admin-command-result';

export class ChangeDemoRequestStatusCommand extends Command<AdminCommandResult> {
  constructor(
    readonly requestId: string,
    readonly status: DemoRequestStatus,
    readonly expectedRevision: number,
    readonly by: Actor,
  ) {
    super();
  }
}
