import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientDecider, clientIdOfOwner, clientStream } from '@receptionist/clients-domain';
import { handleCommand } from '@receptionist/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { CLIENTS } from '../../projections/clients/clients.projector';
import { EnsureClientCommand } from './ensure-client.command';

@CommandHandler(EnsureClientCommand)
export class EnsureClientHandler implements ICommandHandler<EnsureClientCommand, string> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ ownerId }: EnsureClientCommand): Promise<string> {
    const clientId = clientIdOfOwner(ownerId);
    if (await this.platform.readModels.collection(CLIENTS).get(clientId)) return clientId;
    await handleCommand(this.platform.eventStore, {
      stream: clientStream(clientId),
      decider: clientDecider,
      command: { type: 'CreateClient', data: { clientId, ownerId, by: null } },
      metadata: { actorId: ownerId },
    });
    // A concurrent first visit may have created it: wait for ClientCreated, whoever appended it.
    const [created] = await this.platform.eventStore.readStream(clientStream(clientId));
    await this.platform.projections.waitFor(created.position, { projectors: [CLIENTS] });
    return clientId;
  }
}
