import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ClientCommand } from '@receptionist/clients-domain';
import { PLANS } from '@receptionist/contracts';
import { AdminGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { AssignPhoneNumberCommand } from '../../commands/assign-phone-number/assign-phone-number.command';
import { ChangeClientCommand } from '../../commands/change-client/change-client.command';
import { ClientQuery } from '../client/client.query';
import { ClientType } from '../client/client.type';
import { AdminClientsQuery } from './admin-clients.query';
import { AdminClientType, ClientsOverviewType } from './admin-clients.type';

@Resolver(() => AdminClientType)
@UseGuards(AdminGuard)
export class AdminClientsResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Query(() => [AdminClientType], { description: 'Administrators only. Newest first; search matches business name, owner e-mail or name' })
  clients(@Args('search', { type: () => String, nullable: true }) search: string | null): Promise<AdminClientType[]> {
    return this.queryBus.execute(new AdminClientsQuery(search ?? null));
  }

  @Query(() => ClientsOverviewType, { description: 'Administrators only' })
  async clientsOverview(): Promise<ClientsOverviewType> {
    const clients = await this.queryBus.execute(new AdminClientsQuery(null));
    return {
      totalClients: clients.length,
      activeClients: clients.filter((client) => client.isActive).length,
      totalMinutes: clients.reduce((sum, client) => sum + client.minutesUsed, 0),
      monthlyRevenue: clients.reduce((sum, client) => sum + PLANS[client.planType as keyof typeof PLANS].monthlyPrice, 0),
    };
  }

  @Mutation(() => ClientType, { description: 'Administrators only' })
  async assignPhoneNumber(
    @CurrentUser() admin: AuthContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('phoneNumber') phoneNumber: string,
  ): Promise<ClientType> {
    await this.commandBus.execute(new AssignPhoneNumberCommand(clientId, phoneNumber, admin.userId));
    return this.queryBus.execute(new ClientQuery(clientId));
  }

  @Mutation(() => ClientType, { description: 'Administrators only. Sets the plan and its minute limit' })
  changePlan(@CurrentUser() admin: AuthContext, @Args('clientId', { type: () => ID }) clientId: string, @Args('plan') plan: string): Promise<ClientType> {
    return this.change(admin, clientId, { kind: 'ChangePlan', plan });
  }

  @Mutation(() => ClientType, { description: 'Administrators only' })
  setClientActive(
    @CurrentUser() admin: AuthContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('active') active: boolean,
  ): Promise<ClientType> {
    return this.change(admin, clientId, { kind: active ? 'Activate' : 'Deactivate' });
  }

  private async change(admin: AuthContext, clientId: string, command: ClientCommand): Promise<ClientType> {
    await this.commandBus.execute(new ChangeClientCommand(clientId, command, admin.userId));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
