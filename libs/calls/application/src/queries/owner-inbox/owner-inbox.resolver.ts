import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/calls-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { OwnerInboxQuery } from './owner-inbox.query';
import { OwnerInboxType } from './owner-inbox.type';

@Resolver(() => OwnerInboxType)
@UseGuards(AuthGuard)
export class OwnerInboxResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => OwnerInboxType, { description: "The signed-in owner's unhandled messages, upcoming appointments and today's figures" })
  ownerInbox(
    @CurrentUser() user: AuthContext,
    @Args('timeZone', { type: () => String, nullable: true, description: 'IANA name deciding what "today" is (default UTC)' })
    timeZone: string | null,
  ): Promise<OwnerInboxType> {
    return this.queryBus.execute(new OwnerInboxQuery(clientIdOfOwner(user.userId), timeZone ?? 'UTC', new Date()));
  }
}
