import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AdminGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { actorOf } from '../../actor-of';
import { ClientQuery } from '../../queries/client/client.query';
import { ClientType } from '../../queries/client/client.type';
import { ChangePlanCommand } from './change-plan.command';

/** `changePlan` (administrators only). */
@Resolver(() => ClientType)
@UseGuards(AdminGuard)
export class ChangePlanResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Mutation(() => ClientType, { description: 'Administrators only. Sets the plan and its minute limit' })
  async changePlan(
    @CurrentUser() admin: AuthContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('plan') plan: string,
  ): Promise<ClientType> {
    await this.commandBus.execute(new ChangePlanCommand(clientId, plan, actorOf(admin)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
