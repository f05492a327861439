import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/leads-domain';
import type { AdminCommandResult } from '../admin-command-result';

export class SaveDemoRequestNotesCommand extends Command<AdminCommandResult> {
  constructor(
    readonly requestId: string,
    readonly notes: string,
    readonly expectedRevision: number,
    readonly by: Actor,
  ) {
    super();
  }
}
