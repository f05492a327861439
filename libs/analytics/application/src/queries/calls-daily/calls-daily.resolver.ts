import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { CallsDailyQuery } from './calls-daily.query';
import { CallsDayType } from './calls-day.type';

@Resolver(() => CallsDayType)
export class CallsDailyResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [CallsDayType], {
    description: 'Administrators only. Days are inclusive, written yyyy-mm-dd, at most 366; without clientId: every client.',
  })
  @UseGuards(AdminGuard)
  callsDaily(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args('clientId', { type: () => String, nullable: true }) clientId?: string | null,
  ): Promise<CallsDayType[]> {
    return this.queryBus.execute(new CallsDailyQuery(from, to, clientId ?? null));
  }
}
