import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { LeadsFunnelQuery } from './leads-funnel.query';
import { LeadsFunnelType } from './leads-funnel.type';

@Resolver(() => LeadsFunnelType)
export class LeadsFunnelResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => LeadsFunnelType, { description: 'Administrators only. Days are inclusive, written yyyy-mm-dd, at most 366.' })
  @UseGuards(AdminGuard)
  leadsFunnel(@Args('from') from: string, @Args('to') to: string): Promise<LeadsFunnelType> {
    return this.queryBus.execute(new LeadsFunnelQuery(from, to));
  }
}
