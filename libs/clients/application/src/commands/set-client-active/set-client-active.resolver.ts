import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AdminGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { actorOf } from '../../actor-of';
import { ClientQuery } from '../../queries/client/client.query';
import { ClientType } from '../../queries/client/client.type';
import { SetClientActiveCommand } from './set-client-active.command';

/** `setClientActive` (administrators only). */
@Resolver(() => ClientType)
@UseGuards(AdminGuard)
export class SetClientActiveResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Mutation(() => ClientType, { description: 'Administrators only' })
  async setClientActive(
    @CurrentUser() admin: AuthContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('active') active: boolean,
  ): Promise<ClientType> {
    await this.commandBus.execute(new SetClientActiveCommand(clientId, active, actorOf(admin)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
