import { CLIENT_PROJECTORS } from './live-projectors';
import { MY_CLIENT } from './client-queries';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';

/** The owner's client record (created with the defaults on the first visit), kept current by live updates. */
export function useMyClient() {
  const [result] = useLiveQuery(MY_CLIENT, CLIENT_PROJECTORS);
  return { client: result.data?.myClient ?? null, fetching: result.fetching, error: result.error };
}
