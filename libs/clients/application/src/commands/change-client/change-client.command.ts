import { Command } from '@nestjs/cqrs';
import type { ClientCommand } from '@receptionist/clients-domain';

/** Runs one command on a client's stream as `actorId`; resolves once the client read models reflect it. */
export class ChangeClientCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly command: ClientCommand,
    readonly actorId: string,
  ) {
    super();
  }
}
