import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { actorOf } from '../../actor-of';
import { ClientQuery } from '../../queries/client/client.query';
import { ClientType } from '../../queries/client/client.type';
import { RequestPlanChangeCommand } from './request-plan-change.command';

/** `requestPlanChange` (the client id comes from the caller's user id, never from input). */
@Resolver(() => ClientType)
@UseGuards(AuthGuard)
export class RequestPlanChangeResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Mutation(() => ClientType, { description: 'Asks the admins for another plan (starter, pro or enterprise)' })
  async requestPlanChange(@CurrentUser() user: AuthContext, @Args('plan') plan: string): Promise<ClientType> {
    const clientId = clientIdOfOwner(user.userId);
    await this.commandBus.execute(new RequestPlanChangeCommand(clientId, plan, actorOf(user)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
