import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PLANS, type PlanType } from '@receptionist/contracts';
import { readModelsAsOf } from '@receptionist/projections';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { ADMIN_OVERVIEW, ADMIN_OVERVIEW_ID, type AdminOverviewDoc, emptyOverview } from '../../projections/clients/admin-overview';
import type { ClientsOverviewType } from '../admin-clients/admin-clients.type';
import { totalMinutesThisPeriod } from '../client/published-usage';
import { ClientsOverviewQuery } from './clients-overview.query';

@QueryHandler(ClientsOverviewQuery)
export class ClientsOverviewHandler implements IQueryHandler<ClientsOverviewQuery, ClientsOverviewType> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ now, asOf }: ClientsOverviewQuery): Promise<ClientsOverviewType> {
    const readModels = await readModelsAsOf(this.platform, asOf);
    const overview = (await readModels.collection<AdminOverviewDoc>(ADMIN_OVERVIEW).get(ADMIN_OVERVIEW_ID)) ?? emptyOverview();
    const revenue = Object.entries(overview.clients_by_plan).reduce(
      (sum, [plan, count]) => sum + (PLANS[plan as PlanType]?.monthlyPrice ?? 0) * count,
      0,
    );
    return {
      totalClients: overview.total_clients,
      activeClients: overview.active_clients,
      totalMinutes: await totalMinutesThisPeriod(readModels, now),
      monthlyRevenue: revenue,
      phoneNumberRequests: overview.phone_number_requests,
      planChangeRequests: overview.plan_change_requests,
    };
  }
}
