import type { ProjectionContext } from '@receptionist/projections';
import type { ClientDoc } from './clients.projector';

export const ADMIN_OVERVIEW = 'admin_overview';
/** The one document of `admin_overview`. */
export const ADMIN_OVERVIEW_ID = 'all';

/**
 * Figures across all clients, kept by the clients projector as each client record changes, so the admin dashboard
 * reads one document instead of every client (minutes are calls' figures: see published-usage.ts).
 */
export interface AdminOverviewDoc {
  [field: string]: unknown;
  id: string;
  total_clients: number;
  active_clients: number;
  clients_by_plan: Record<string, number>;
  phone_number_requests: number;
  plan_change_requests: number;
  /** Clients with either request (a client with both counts once). */
  pending_requests: number;
}

export const emptyOverview = (): AdminOverviewDoc => ({
  id: ADMIN_OVERVIEW_ID,
  total_clients: 0,
  active_clients: 0,
  clients_by_plan: {},
  phone_number_requests: 0,
  plan_change_requests: 0,
  pending_requests: 0,
});

const bump = (counts: Record<string, number>, key: string, by: number): Record<string, number> => {
  const next = { ...counts, [key]: (counts[key] ?? 0) + by };
  if (next[key] === 0) delete next[key];
  return next;
};

/** Adds (sign 1) or removes (sign -1) one client record's share of the figures. */
function withClient(overview: AdminOverviewDoc, doc: ClientDoc, sign: 1 | -1): AdminOverviewDoc {
  return {
    ...overview,
    total_clients: overview.total_clients + sign,
    active_clients: overview.active_clients + (doc.is_active ? sign : 0),
    clients_by_plan: bump(overview.clients_by_plan, doc.plan_type, sign),
    phone_number_requests: overview.phone_number_requests + (doc.phone_number_requested ? sign : 0),
    plan_change_requests: overview.plan_change_requests + (doc.requested_plan ? sign : 0),
    pending_requests: overview.pending_requests + (doc.phone_number_requested || doc.requested_plan ? sign : 0),
  };
}

/** Moves the overview from a client record's old state (null: new record) to its new one, in the same batch. */
export async function updateOverview(context: ProjectionContext, before: ClientDoc | null, after: ClientDoc): Promise<void> {
  const stored = (await context.get<AdminOverviewDoc>(ADMIN_OVERVIEW, ADMIN_OVERVIEW_ID)) ?? emptyOverview();
  context.put(ADMIN_OVERVIEW, withClient(before ? withClient(stored, before, -1) : stored, after, 1));
}
