import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/calls-domain';
import { MESSAGE_STATUS_FILTERS, type MessageStatusFilter } from '@receptionist/contracts';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { checkChoice } from '../check-choice';
import { CallMessagesPageType, CallMessageType } from './call-message.type';
import { CallMessagesQuery } from './call-messages.query';

/** The signed-in owner's messages: the client id always comes from the caller's user id. */
@Resolver(() => CallMessageType)
@UseGuards(AuthGuard)
export class CallMessagesResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => CallMessagesPageType, {
    description: 'Messages taken on calls: unhandled first (urgent first, then newest), then handled (newest first); first 1 to 100',
  })
  callMessages(
    @CurrentUser() user: AuthContext,
    @Args('status', { type: () => String, defaultValue: 'all', description: 'all, unhandled or handled' }) status: string,
    @Args('first', { type: () => Int, defaultValue: 25 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<CallMessagesPageType> {
    const checked = checkChoice<MessageStatusFilter>(status, 'status', MESSAGE_STATUS_FILTERS);
    return this.queryBus.execute(new CallMessagesQuery(clientIdOfOwner(user.userId), checked, first, after ?? null));
  }
}
