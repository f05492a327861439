import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AdminGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { actorOf } from '../../actor-of';
import { ClientQuery } from '../../queries/client/client.query';
import { ClientType } from '../../queries/client/client.type';
import { AssignPhoneNumberCommand } from './assign-phone-number.command';

/** `assignPhoneNumber` (administrators only). */
@Resolver(() => ClientType)
@UseGuards(AdminGuard)
export class AssignPhoneNumberResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Mutation(() => ClientType, { description: 'Administrators only' })
  async assignPhoneNumber(
    @CurrentUser() admin: AuthContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('phoneNumber') phoneNumber: string,
  ): Promise<ClientType> {
    await this.commandBus.execute(new AssignPhoneNumberCommand(clientId, phoneNumber, actorOf(admin)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
