import { Command } from '@nestjs/cqrs';
import type { ClientCommand, CreateClient } from '@receptionist/clients-domain';

/** Runs one command on a client's stream (the command names who acts); resolves once the client read models reflect it. */
export class ChangeClientCommand extends Command<void> {
  constructor(
    readonly clientId: string,
    readonly command: Exclude<ClientCommand, CreateClient>,
  ) {
    super();
  }
}
