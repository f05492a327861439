import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { ClientsOverviewType } from '../admin-clients/admin-clients.type';
import { ClientsOverviewQuery } from './clients-overview.query';

/** The admin dashboard cards (administrators only). */
@Resolver(() => ClientsOverviewType)
@UseGuards(AdminGuard)
export class ClientsOverviewResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => ClientsOverviewType, { description: 'Administrators only' })
  clientsOverview(): Promise<ClientsOverviewType> {
    return this.queryBus.execute(new ClientsOverviewQuery(new Date()));
  }
}
