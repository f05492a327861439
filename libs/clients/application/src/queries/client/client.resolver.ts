import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { EnsureClientCommand } from '../../commands/ensure-client/ensure-client.command';
import { ClientQuery } from './client.query';
import { ClientType } from './client.type';

/** The signed-in owner's own client record: the client id always comes from the caller's user id, never from input. */
@Resolver(() => ClientType)
@UseGuards(AuthGuard)
export class ClientResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  // Not yet a pure read: the record is still created on the first visit (issue 12 item 3 moves this to a reaction to
  // the account's confirmation).
  @Query(() => ClientType, { description: "The caller's client record, created with the defaults on the first visit" })
  async myClient(@CurrentUser() user: AuthContext): Promise<ClientType> {
    const clientId = await this.commandBus.execute(new EnsureClientCommand(user.userId));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
