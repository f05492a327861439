import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '@receptionist/identity-application';
import { AS_OF_ARG } from '../../graphql/as-of.arg';
import { parseAdminClientsArgs } from './admin-clients-filter';
import { AdminClientsQuery } from './admin-clients.query';
import { toClientType } from '../client/client.type';
import { AdminClientsPageType } from './admin-clients.type';

@Resolver()
@UseGuards(AdminGuard)
export class AdminClientsResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => AdminClientsPageType, {
    description:
      "Administrators only. One page of clients (first: 1 to 100, default 50; after: the previous page's nextCursor), sorted newest (default), oldest or name; " +
      'search matches business name, owner e-mail or name; status active|inactive, plan, requests any|phone|plan filter; ids (at most 100) limits the answer to those clients',
  })
  async clients(
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('status', { type: () => String, nullable: true }) status: string | null,
    @Args('plan', { type: () => String, nullable: true }) plan: string | null,
    @Args('requests', { type: () => String, nullable: true }) requests: string | null,
    @Args('sort', { type: () => String, nullable: true }) sort: string | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
    @Args('ids', { type: () => [ID], nullable: true }) ids: string[] | null,
    @Args('asOf', AS_OF_ARG) asOf: string | null,
  ): Promise<AdminClientsPageType> {
    const args = parseAdminClientsArgs({ search, status, plan, requests, sort, first, after, ids });
    const page = await this.queryBus.execute(new AdminClientsQuery(args.filter, args.sort, args.first, args.after, args.ids, asOf));
    return {
      items: page.docs.map((doc) => toClientType(doc, page.minutesUsed.get(doc.id) ?? 0)),
      nextCursor: page.nextCursor,
      total: page.total,
      totalIsExact: page.totalIsExact,
    };
  }
}
