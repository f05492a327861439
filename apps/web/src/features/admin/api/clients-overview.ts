import { graphql, type ClientsOverviewQuery } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CLIENT_LIST_PROJECTORS } from './admin-clients';

export type ClientsOverview = ClientsOverviewQuery['clientsOverview'];

export const CLIENTS_OVERVIEW = graphql(`
  query ClientsOverview($asOf: String) {
    clientsOverview(asOf: $asOf) {
      ...OverviewCardsFields
      ...PendingRequestsFields
    }
  }
`);

/** The dashboard cards' figures (one maintained document on the server), refreshed live, or as of a past instant. */
export function useClientsOverview(asOf: string | null): { overview: ClientsOverview | null; refresh: () => void } {
  const [result, refresh] = useLiveQuery(CLIENTS_OVERVIEW, asOf ? [] : CLIENT_LIST_PROJECTORS, { asOf });
  return { overview: result.data?.clientsOverview ?? null, refresh };
}
