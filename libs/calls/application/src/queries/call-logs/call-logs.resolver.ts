import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/calls-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { UsageQuery } from '../usage/usage.query';
import { UsageType } from '../usage/usage.type';
import { checkPage } from './call-log-filter';
import { CallLogFilterInput, CallLogPageType, CallLogType, toCallLogType } from './call-log.type';
import { CallLogQuery } from './call-log.query';
import { CallLogsQuery } from './call-logs.query';
import { RecentCallsQuery } from '../recent-calls/recent-calls.query';

export const RECENT_CALLS = 5;

/** The signed-in owner's calls and usage: the client id always comes from the caller's user id. */
@Resolver(() => CallLogType)
@UseGuards(AuthGuard)
export class CallLogsResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [CallLogType], { description: 'The 5 newest calls' })
  async recentCalls(@CurrentUser() user: AuthContext): Promise<CallLogType[]> {
    const docs = await this.queryBus.execute(new RecentCallsQuery(clientIdOfOwner(user.userId), RECENT_CALLS));
    return docs.map(toCallLogType);
  }

  @Query(() => CallLogPageType, { description: 'Calls matching the filter, newest first; limit 1 to 100; keyset paging with `after`' })
  async callLogs(
    @CurrentUser() user: AuthContext,
    @Args('filter', { type: () => CallLogFilterInput, nullable: true }) filter: CallLogFilterInput | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('after', { type: () => String, nullable: true, description: 'The endCursor of the previous page; omit for the first page' })
    after: string | null,
  ): Promise<CallLogPageType> {
    checkPage(limit);
    const page = await this.queryBus.execute(new CallLogsQuery(clientIdOfOwner(user.userId), filter ?? {}, limit, after));
    return {
      items: page.docs.map(toCallLogType),
      total: page.total,
      totalCapped: page.totalCapped,
      hasMore: page.hasMore,
      endCursor: page.endCursor,
    };
  }

  @Query(() => CallLogType)
  async callLog(@CurrentUser() user: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<CallLogType> {
    return toCallLogType(await this.queryBus.execute(new CallLogQuery(clientIdOfOwner(user.userId), id)));
  }

  /** Lists carry no transcript: asked for there, it is loaded per call (at most a page of 100). */
  @ResolveField(() => String, { nullable: true })
  async transcript(@CurrentUser() user: AuthContext, @Parent() call: CallLogType): Promise<string | null> {
    if (call.transcript !== undefined) return call.transcript;
    return (await this.queryBus.execute(new CallLogQuery(clientIdOfOwner(user.userId), call.id))).transcript;
  }

  @Query(() => UsageType, { description: 'Minutes and calls of the current period (calendar month, UTC)' })
  usage(@CurrentUser() user: AuthContext): Promise<UsageType> {
    return this.queryBus.execute(new UsageQuery(clientIdOfOwner(user.userId), new Date()));
  }
}
