import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { actorOf } from '../../actor-of';
import { ClientQuery } from '../../queries/client/client.query';
import { ClientType } from '../../queries/client/client.type';
import { RestoreSettingCommand } from './restore-setting.command';

/** `restoreSetting` (the client id comes from the caller's user id, never from input). */
@Resolver(() => ClientType)
@UseGuards(AuthGuard)
export class RestoreSettingResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Mutation(() => ClientType, { description: "Sets the entry's field back to its value before that change" })
  async restoreSetting(@CurrentUser() user: AuthContext, @Args('historyId', { type: () => ID }) historyId: string): Promise<ClientType> {
    const clientId = clientIdOfOwner(user.userId);
    await this.commandBus.execute(new RestoreSettingCommand(clientId, historyId, actorOf(user)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
