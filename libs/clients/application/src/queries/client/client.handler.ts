import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientNotFoundError } from '@receptionist/clients-domain';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { CLIENTS, type ClientDoc } from '../../projections/clients/clients.projector';
import { ClientQuery } from './client.query';
import { toClientType, type ClientType } from './client.type';
import { minutesUsedThisPeriod } from './published-usage';

@QueryHandler(ClientQuery)
export class ClientHandler implements IQueryHandler<ClientQuery, ClientType> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ clientId }: ClientQuery): Promise<ClientType> {
    const doc = await this.platform.readModels.collection<ClientDoc>(CLIENTS).get(clientId);
    if (!doc) throw new ClientNotFoundError();
    const minutes = await minutesUsedThisPeriod(this.platform.readModels, [clientId], new Date());
    return toClientType(doc, minutes.get(clientId) ?? 0);
  }
}
