import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Mutation, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { actorOf } from '../../actor-of';
import { ClientQuery } from '../../queries/client/client.query';
import { ClientType } from '../../queries/client/client.type';
import { RequestPhoneNumberCommand } from './request-phone-number.command';

/** `requestPhoneNumber` (the client id comes from the caller's user id, never from input). */
@Resolver(() => ClientType)
@UseGuards(AuthGuard)
export class RequestPhoneNumberResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Mutation(() => ClientType)
  async requestPhoneNumber(@CurrentUser() user: AuthContext): Promise<ClientType> {
    const clientId = clientIdOfOwner(user.userId);
    await this.commandBus.execute(new RequestPhoneNumberCommand(clientId, actorOf(user)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
