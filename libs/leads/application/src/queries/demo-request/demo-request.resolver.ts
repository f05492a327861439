import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { AS_OF_ARG } from '../../graphql/as-of.arg';
import { DemoRequestHistoryEntryType, DemoRequestType } from '../../graphql/demo-request.type';
import type { DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';
import { DemoRequestHistoryQuery, DemoRequestQuery } from './demo-request.query';

/** A request as this resolver answers it: its history is read as of the same instant. */
type AnsweredRequest = DemoRequestDoc & { asOf?: string | null };

@Resolver(() => DemoRequestType)
export class DemoRequestResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => DemoRequestType, { nullable: true, description: 'Administrators only. Null when there is no such request.' })
  @UseGuards(AdminGuard)
  async demoRequest(@Args('id', { type: () => ID }) id: string, @Args('asOf', AS_OF_ARG) asOf: string | null): Promise<AnsweredRequest | null> {
    const request = await this.queryBus.execute(new DemoRequestQuery(id, asOf));
    return request && { ...request, asOf };
  }

  @ResolveField(() => [DemoRequestHistoryEntryType], { description: 'The lead history, oldest first' })
  history(@Parent() request: AnsweredRequest): Promise<DemoRequestHistoryEntryType[]> {
    return this.queryBus.execute(new DemoRequestHistoryQuery(request.id, request.asOf ?? null));
  }
}
