import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { DemoRequestHistoryEntryType, DemoRequestType } from '../../graphql/demo-request.type';
import type { DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';
import { DemoRequestHistoryQuery, DemoRequestQuery } from './demo-request.query';

@Resolver(() => DemoRequestType)
export class DemoRequestResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => DemoRequestType, { nullable: true, description: 'Administrators only. Null when there is no such request.' })
  @UseGuards(AdminGuard)
  demoRequest(@Args('id', { type: () => ID }) id: string): Promise<DemoRequestDoc | null> {
    return this.queryBus.execute(new DemoRequestQuery(id));
  }

  @ResolveField(() => [DemoRequestHistoryEntryType], { description: 'The lead history, oldest first' })
  history(@Parent() request: DemoRequestDoc): Promise<DemoRequestHistoryEntryType[]> {
    return this.queryBus.execute(new DemoRequestHistoryQuery(request.id));
  }
}
