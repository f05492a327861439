import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { AS_OF_ARG } from '../../graphql/as-of.arg';
import { ClientsOverviewType } from '../admin-clients/admin-clients.type';
import { ClientsOverviewQuery } from './clients-overview.query';

/** The admin dashboard cards (administrators only). */
@Resolver(() => ClientsOverviewType)
@UseGuards(AdminGuard)
export class ClientsOverviewResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => ClientsOverviewType, { description: 'Administrators only' })
  clientsOverview(@Args('asOf', AS_OF_ARG) asOf: string | null): Promise<ClientsOverviewType> {
    return this.queryBus.execute(new ClientsOverviewQuery(asOf ? new Date(asOf) : new Date(), asOf));
  }
}
