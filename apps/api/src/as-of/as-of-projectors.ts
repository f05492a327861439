import { collectionOwners, type Projector } from '@receptionist/projections';

/** What /admin, /admin/clients and /admin/demo-requests read: leads, clients, the admin overview and the minutes. */
const AS_OF_COLLECTIONS = ['demo_requests', 'lead_stats', 'lead_history', 'clients', 'admin_overview', 'usage', 'usage_totals'];

/** The projectors that own those collections: an "as of" build runs only these. */
export function asOfProjectors(projectors: readonly Projector[]): Projector[] {
  const owners = collectionOwners(projectors);
  return [...new Set(AS_OF_COLLECTIONS.map((name) => owners.get(name)).filter((owner): owner is Projector => owner !== undefined))];
}

/**
 * "As of" builds and anchors run inside a process that serves requests: each commit holds the event loop at most this
 * long (an offline rebuild's batches commit for seconds, stalling every other user's requests meanwhile).
 */
export const AS_OF_MAX_COMMIT_MS = 50;
