import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientDecider, clientStream } from '@receptionist/clients-domain';
import { handleCommand } from '@receptionist/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { CLIENTS } from '../../projections/clients/clients.projector';
import { SETTINGS_HISTORY } from '../../projections/settings-history/settings-history.projector';
import { ChangeClientCommand } from './change-client.command';

@CommandHandler(ChangeClientCommand)
export class ChangeClientHandler implements ICommandHandler<ChangeClientCommand, void> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ clientId, command }: ChangeClientCommand): Promise<void> {
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: clientStream(clientId),
      decider: clientDecider,
      command,
      metadata: { actorId: command.data.by.userId },
    });
    if (position !== null) await this.platform.projections.waitFor(position, { projectors: [CLIENTS, SETTINGS_HISTORY] });
  }
}
