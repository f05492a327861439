import { useCallback, useEffect } from 'react';
import { useQuery } from 'urql';
import { toaster } from '../../../components/ui/toaster';
import {
  ADMIN_CLIENTS,
  type AdminClient,
  type AdminClientsData,
  CLIENT_LIST_PROJECTORS,
  CLIENTS_OVERVIEW,
  type ClientsOverview,
  type ClientsOverviewData,
} from '../api/admin-client-queries';
import { useLiveRefresh } from './use-live-refresh';

/** Every client matching `search` (server-side), newest first; refreshed live; a failed load shows the spec's toast. */
export function useAdminClients(search: string): { clients: AdminClient[] | null; loading: boolean; refresh: () => void } {
  const [result, reexecute] = useQuery<AdminClientsData>({
    query: ADMIN_CLIENTS,
    variables: { search: search.trim() || null },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useLiveRefresh(CLIENT_LIST_PROJECTORS, refresh);
  useEffect(() => {
    if (result.error) toaster.create({ type: 'error', title: 'Error', description: 'Failed to load clients' });
  }, [result.error]);
  return { clients: result.data?.clients ?? null, loading: result.fetching && !result.data, refresh };
}

/** The dashboard cards' figures, refreshed live. */
export function useClientsOverview(): { overview: ClientsOverview | null; refresh: () => void } {
  const [result, reexecute] = useQuery<ClientsOverviewData>({ query: CLIENTS_OVERVIEW, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useLiveRefresh(CLIENT_LIST_PROJECTORS, refresh);
  return { overview: result.data?.clientsOverview ?? null, refresh };
}
