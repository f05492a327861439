import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { actorOf } from '../../actor-of';
import { ClientQuery } from '../../queries/client/client.query';
import { ClientType } from '../../queries/client/client.type';
import { ChangeClientSettingCommand } from './change-client-setting.command';

/** `updateClientSetting` (the client id comes from the caller's user id, never from input). */
@Resolver(() => ClientType)
@UseGuards(AuthGuard)
export class ChangeClientSettingResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Mutation(() => ClientType, { description: 'Changes one agent setting; no change is recorded when the value is the same' })
  async updateClientSetting(@CurrentUser() user: AuthContext, @Args('field') field: string, @Args('value') value: string): Promise<ClientType> {
    const clientId = clientIdOfOwner(user.userId);
    await this.commandBus.execute(new ChangeClientSettingCommand(clientId, field, value, actorOf(user)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
