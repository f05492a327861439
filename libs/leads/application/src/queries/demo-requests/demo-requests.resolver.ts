import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import type { DemoRequestStatus } from '@receptionist/contracts';
import { AdminGuard } from '@receptionist/identity-application';
import { DemoRequestStatusEnum } from '../../graphql/demo-request.enums';
import { DemoRequestPageType, DemoRequestStatsType } from './demo-request-page.type';
import { DemoRequestStatsQuery } from './demo-request-stats.query';
import { type DemoRequestPage, DemoRequestsQuery } from './demo-requests.query';

@Resolver()
export class DemoRequestsResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => DemoRequestPageType, { description: 'Administrators only. Newest first; limit 1 to 200.' })
  @UseGuards(AdminGuard)
  demoRequests(
    @Args('search', { type: () => String, nullable: true, description: 'Part of the name, e-mail or company' }) search: string | null,
    @Args('status', { type: () => DemoRequestStatusEnum, nullable: true, description: 'Omit for all statuses' }) status: DemoRequestStatus | null,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
  ): Promise<DemoRequestPage> {
    return this.queryBus.execute(new DemoRequestsQuery({ search, status, limit, offset }));
  }

  @Query(() => DemoRequestStatsType, { description: 'Administrators only.' })
  @UseGuards(AdminGuard)
  demoRequestStats(): Promise<DemoRequestStatsType> {
    return this.queryBus.execute(new DemoRequestStatsQuery());
  }
}
