import { useEffect } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { useLiveQuery } from '../../graphql/use-live-query';
import {
  ADMIN_CLIENTS,
  type AdminClient,
  type AdminClientsData,
  CLIENT_LIST_PROJECTORS,
  CLIENTS_OVERVIEW,
  type ClientsOverview,
  type ClientsOverviewData,
} from '../api/admin-client-queries';

/** Every client matching `search` (server-side), newest first; refreshed live; a failed load shows the spec's toast. */
export function useAdminClients(search: string): { clients: AdminClient[] | null; loading: boolean; refresh: () => void } {
  const [result, refresh] = useLiveQuery<AdminClientsData>(ADMIN_CLIENTS, CLIENT_LIST_PROJECTORS, { search: search.trim() || null });
  useEffect(() => {
    // One toast however often live refetches fail.
    if (result.error) toaster.create({ id: 'clients-load-failed', type: 'error', title: 'Error', description: 'Failed to load clients' });
  }, [result.error]);
  return { clients: result.data?.clients ?? null, loading: result.fetching && !result.data, refresh };
}

/** The dashboard cards' figures, refreshed live. */
export function useClientsOverview(): { overview: ClientsOverview | null; refresh: () => void } {
  const [result, refresh] = useLiveQuery<ClientsOverviewData>(CLIENTS_OVERVIEW, CLIENT_LIST_PROJECTORS);
  return { overview: result.data?.clientsOverview ?? null, refresh };
}
