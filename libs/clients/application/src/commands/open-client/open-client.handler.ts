import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientDecider, clientIdOfOwner, clientStream } from '@receptionist/clients-domain';
import { handleCommand } from '@receptionist/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { OpenClientCommand } from './open-client.command';

@CommandHandler(OpenClientCommand)
export class OpenClientHandler implements ICommandHandler<OpenClientCommand, string> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ ownerId, cause }: OpenClientCommand): Promise<string> {
    const clientId = clientIdOfOwner(ownerId);
    await handleCommand(this.platform.eventStore, {
      stream: clientStream(clientId),
      decider: clientDecider,
      command: { type: 'CreateClient', data: { clientId, ownerId, by: null } },
      metadata: { actorId: ownerId, causationId: cause?.eventId ?? null, ...(cause ? { correlationId: cause.correlationId } : {}) },
    });
    return clientId;
  }
}
