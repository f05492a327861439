import { graphql } from '../../../lib/graphql/generated';
import type { ClientsOverviewQuery } from '../../../lib/graphql/generated/graphql';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CLIENT_LIST_PROJECTORS } from './admin-clients';

export type ClientsOverview = ClientsOverviewQuery['clientsOverview'];

export const CLIENTS_OVERVIEW = graphql(`
  query ClientsOverview {
    clientsOverview {
      totalClients
      activeClients
      totalMinutes
      monthlyRevenue
      phoneNumberRequests
      planChangeRequests
    }
  }
`);

/** The dashboard cards' figures (one maintained document on the server), refreshed live. */
export function useClientsOverview(): { overview: ClientsOverview | null; refresh: () => void } {
  const [result, refresh] = useLiveQuery(CLIENTS_OVERVIEW, CLIENT_LIST_PROJECTORS);
  return { overview: result.data?.clientsOverview ?? null, refresh };
}
