import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readModelsAsOf, type ReadModels } from '@receptionist/projections';
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
    const readModels = await readModelsAsOf(this.platform, query.asOf);
    const page = await this.page(readModels, query);
    const now = query.asOf ? new Date(query.asOf) : new Date();
    return {
      ...page,
      minutesUsed: await minutesUsedThisPeriod(
        readModels,
        page.docs.map((doc) => doc.id),
        now,
      ),
    };
  }

  private async page(readModels: ReadModels, { filter, sort, first, after, ids }: AdminClientsQuery): Promise<Omit<AdminClientsPage, 'minutesUsed'>> {
    const clients = readModels.collection<ClientDoc>(CLIENTS);
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
    return { docs, nextCursor, ...(await this.total(readModels, filter, where)) };
  }

  /** From the maintained figures when possible, else counted up to a cap (never a full count per request). */
  private async total(readModels: ReadModels, filter: AdminClientsQuery['filter'], where: ReturnType<typeof clientsWhere>) {
    const overview = (await readModels.collection<AdminOverviewDoc>(ADMIN_OVERVIEW).get(ADMIN_OVERVIEW_ID)) ?? emptyOverview();
    const maintained = totalFromOverview(overview, filter);
    if (maintained !== null) return { total: maintained, totalIsExact: true };
    const found = await readModels.collection<ClientDoc>(CLIENTS).count(where, { search: filter.search ?? undefined, limit: CLIENTS_COUNT_CAP + 1 });
    return found > CLIENTS_COUNT_CAP ? { total: CLIENTS_COUNT_CAP, totalIsExact: false } : { total: found, totalIsExact: true };
  }
}
