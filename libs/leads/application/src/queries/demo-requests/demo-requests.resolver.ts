import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import type { DemoRequestStatus } from '@receptionist/contracts';
import { AdminGuard } from '@receptionist/identity-application';
import { pageInfoOf } from '@receptionist/read-store';
import { AS_OF_ARG } from '../../graphql/as-of.arg';
import { DemoRequestStatusEnum } from '../../graphql/demo-request.enums';
import { DemoRequestPageType, type DemoRequestStats, DemoRequestStatsType } from './demo-request-page.type';
import { DemoRequestStatsQuery } from './demo-request-stats.query';
import { DemoRequestsQuery } from './demo-requests.query';

@Resolver()
export class DemoRequestsResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => DemoRequestPageType, { description: 'Administrators only. Newest first; limit 1 to 200; keyset paging with `after`.' })
  @UseGuards(AdminGuard)
  async demoRequests(
    @Args('search', { type: () => String, nullable: true, description: 'Start of words of the name, e-mail or company, or digits of the phone' })
    search: string | null,
    @Args('status', { type: () => DemoRequestStatusEnum, nullable: true, description: 'Omit for all statuses' }) status: DemoRequestStatus | null,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
    @Args('after', { type: () => String, nullable: true, description: 'The endCursor of the previous page; omit for the first page' })
    after: string | null,
    @Args('asOf', AS_OF_ARG) asOf: string | null,
  ): Promise<DemoRequestPageType> {
    const page = await this.queryBus.execute(new DemoRequestsQuery({ search, status, limit, after, asOf }));
    return { items: page.items, pageInfo: pageInfoOf(page) };
  }

  @Query(() => DemoRequestStatsType, { description: 'Administrators only.' })
  @UseGuards(AdminGuard)
  demoRequestStats(@Args('asOf', AS_OF_ARG) asOf: string | null): Promise<DemoRequestStats> {
    return this.queryBus.execute(new DemoRequestStatsQuery(asOf));
  }
}
