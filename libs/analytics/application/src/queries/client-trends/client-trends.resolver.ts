import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { ClientTrendsQuery } from './client-trends.query';
import { ClientTrendsType } from './client-trends.type';

@Resolver(() => ClientTrendsType)
export class ClientTrendsResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => ClientTrendsType, {
    description: 'Administrators only. Days are inclusive, written yyyy-mm-dd, at most 366; without clientId: every client.',
  })
  @UseGuards(AdminGuard)
  clientTrends(
    @Args('from') from: string,
    @Args('to') to: string,
    @Args('clientId', { type: () => String, nullable: true }) clientId?: string | null,
  ): Promise<ClientTrendsType> {
    return this.queryBus.execute(new ClientTrendsQuery(from, to, clientId ?? null));
  }
}
