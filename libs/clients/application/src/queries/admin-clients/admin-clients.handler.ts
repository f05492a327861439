import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { ADMIN_OVERVIEW, ADMIN_OVERVIEW_ID, type AdminOverviewDoc, emptyOverview } from '../../projections/clients/admin-overview';
import { CLIENTS, type ClientDoc } from '../../projections/clients/clients.projector';
import { afterCursor, clientsOrder, clientsWhere, CLIENTS_COUNT_CAP, encodeCursor, totalFromOverview } from './admin-clients-filter';
import { minutesUsedThisPeriod } from '../client/published-usage';
import { type AdminClientsPage, AdminClientsQuery } from './admin-clients.query';

@QueryHandler(AdminClientsQuery)
export class AdminClientsHandler implements IQueryHandler<AdminClientsQuery, AdminClientsPage> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute(query: AdminClientsQuery): Promise<AdminClientsPage> {
    const page = await this.page(query);
    return {
      ...page,
      minutesUsed: await minutesUsedThisPeriod(
        this.platform.readModels,
        page.docs.map((doc) => doc.id),
        new Date(),
      ),
    };
  }

  private async page({ filter, sort, first, after, ids }: AdminClientsQuery): Promise<Omit<AdminClientsPage, 'minutesUsed'>> {
    const clients = this.platform.readModels.collection<ClientDoc>(CLIENTS);
    const where = clientsWhere(filter);
    const search = filter.search ?? undefined;
    const orderBy = clientsOrder(sort);
    if (ids) {
      // Bounded (at most CLIENTS_PAGE_MAX ids, checked by the resolver).
      const docs = ids.length ? await clients.find({ where: { ...where, id: { in: [...ids] } }, search, orderBy }) : [];
      return { docs, nextCursor: null, total: docs.length, totalIsExact: true };
    }
    const page = await clients.find({ where: after ? { ...where, ...afterCursor(sort, after) } : where, search, orderBy, limit: first + 1 });
    const docs = page.slice(0, first);
    const nextCursor = page.length > first ? encodeCursor(sort, docs[docs.length - 1]) : null;
    // A first page that holds every match is its own count.
    if (!after && !nextCursor) return { docs, nextCursor, total: docs.length, totalIsExact: true };
    return { docs, nextCursor, ...(await this.total(filter, where)) };
  }

  /** From the maintained figures when possible, else counted up to a cap (never a full count per request). */
  private async total(filter: AdminClientsQuery['filter'], where: ReturnType<typeof clientsWhere>) {
    const overview = (await this.platform.readModels.collection<AdminOverviewDoc>(ADMIN_OVERVIEW).get(ADMIN_OVERVIEW_ID)) ?? emptyOverview();
    const maintained = totalFromOverview(overview, filter);
    if (maintained !== null) return { total: maintained, totalIsExact: true };
    const found = await this.platform.readModels
      .collection<ClientDoc>(CLIENTS)
      .count(where, { search: filter.search ?? undefined, limit: CLIENTS_COUNT_CAP + 1 });
    return found > CLIENTS_COUNT_CAP ? { total: CLIENTS_COUNT_CAP, totalIsExact: false } : { total: found, totalIsExact: true };
  }
}
