import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { actorOf } from '../../actor-of';
import { AdminGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { AssignPhoneNumberCommand } from '../../commands/assign-phone-number/assign-phone-number.command';
import { ChangeClientCommand } from '../../commands/change-client/change-client.command';
import { ClientQuery } from '../client/client.query';
import { ClientType } from '../client/client.type';
import { ClientsOverviewQuery } from '../clients-overview/clients-overview.query';
import { parseAdminClientsArgs } from './admin-clients-filter';
import { AdminClientsQuery } from './admin-clients.query';
import { AdminClientsPageType, AdminClientType, ClientsOverviewType, toAdminClientType } from './admin-clients.type';

@Resolver(() => AdminClientType)
@UseGuards(AdminGuard)
export class AdminClientsResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Query(() => AdminClientsPageType, {
    description:
      'Administrators only. One page of clients (first: 1 to 100, default 50; after: the previous page\'s nextCursor), sorted newest (default), oldest or name; ' +
      'search matches business name, owner e-mail or name; status active|inactive, plan, requests any|phone|plan filter; ids (at most 100) limits the answer to those clients',
  })
  async clients(
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
    @Args('plan', { type: () => String, nullable: true }) plan: string | null,
    @Args('requests', { type: () => String, nullable: true }) requests: string | null,
    @Args('sort', { type: () => String, nullable: true }) sort: string | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('ids', { type: () => [ID], nullable: true }) ids: string[] | null,
  ): Promise<AdminClientsPageType> {
    const args = parseAdminClientsArgs({ search, status, plan, requests, sort, first, after, ids });
    const page = await this.queryBus.execute(new AdminClientsQuery(args.filter, args.sort, args.first, args.after, args.ids));
    const now = new Date();
    return { items: page.docs.map((doc) => toAdminClientType(doc, now)), nextCursor: page.nextCursor, total: page.total, totalIsExact: page.totalIsExact };
  }

  @Query(() => ClientsOverviewType, { description: 'Administrators only' })
  clientsOverview(): Promise<ClientsOverviewType> {
    return this.queryBus.execute(new ClientsOverviewQuery(new Date()));
  }

  @Mutation(() => ClientType, { description: 'Administrators only' })
  async assignPhoneNumber(
    @CurrentUser() admin: AuthContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('phoneNumber') phoneNumber: string,
  ): Promise<ClientType> {
    await this.commandBus.execute(new AssignPhoneNumberCommand(clientId, phoneNumber, actorOf(admin)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }

  @Mutation(() => ClientType, { description: 'Administrators only. Sets the plan and its minute limit' })
  changePlan(@CurrentUser() admin: AuthContext, @Args('clientId', { type: () => ID }) clientId: string, @Args('plan') plan: string): Promise<ClientType> {
    return this.change(clientId, { type: 'ChangePlan', data: { plan, by: actorOf(admin) } });
  }

  @Mutation(() => ClientType, { description: 'Administrators only' })
  setClientActive(
    @CurrentUser() admin: AuthContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('active') active: boolean,
  ): Promise<ClientType> {
    return this.change(clientId, { type: active ? 'ActivateClient' : 'DeactivateClient', data: { by: actorOf(admin) } });
  }

  private async change(clientId: string, command: ChangeClientCommand['command']): Promise<ClientType> {
    await this.commandBus.execute(new ChangeClientCommand(clientId, command));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
