import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { PageViewsDailyQuery } from './page-views-daily.query';
import { PageViewsDayType } from './page-views-day.type';

@Resolver(() => PageViewsDayType)
export class PageViewsDailyResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [PageViewsDayType], { description: 'Administrators only. Days are inclusive, written yyyy-mm-dd.' })
  @UseGuards(AdminGuard)
  pageViewsDaily(@Args('from') from: string, @Args('to') to: string): Promise<PageViewsDayType[]> {
    return this.queryBus.execute(new PageViewsDailyQuery(from, to));
  }
}
