import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { USERS, type UserDoc } from '@receptionist/identity-application';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { CLIENTS, type ClientDoc } from '../../projections/clients/clients.projector';
import { toClientType } from '../client/client.type';
import { AdminClientsQuery } from './admin-clients.query';
import type { AdminClientType } from './admin-clients.type';

@QueryHandler(AdminClientsQuery)
export class AdminClientsHandler implements IQueryHandler<AdminClientsQuery, AdminClientType[]> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ search }: AdminClientsQuery): Promise<AdminClientType[]> {
    const docs = await this.platform.readModels.collection<ClientDoc>(CLIENTS).find({ orderBy: { field: 'created_at', direction: 'desc' } });
    const ownerIds = [...new Set(docs.map((doc) => doc.owner_id))];
    const owners = ownerIds.length ? await this.platform.readModels.collection<UserDoc>(USERS).find({ where: { id: { in: ownerIds } } }) : [];
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    const clients = docs.map((doc) => ({
      ...toClientType(doc),
      ownerEmail: ownerById.get(doc.owner_id)?.email ?? null,
      ownerFullName: ownerById.get(doc.owner_id)?.full_name ?? null,
    }));
    const needle = search?.trim().toLowerCase();
    if (!needle) return clients;
    return clients.filter((client) =>
      [client.businessName, client.ownerEmail, client.ownerFullName].some((text) => text?.toLowerCase().includes(needle)),
    );
  }
}
