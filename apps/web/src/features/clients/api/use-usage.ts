import { CALL_PROJECTORS } from './live-projectors';
import { USAGE } from './call-queries';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';

/** Minutes and calls of the current period, kept current by live updates. */
export function useUsage() {
  const [result] = useLiveQuery(USAGE, CALL_PROJECTORS);
  return { usage: result.data?.usage ?? null, error: result.error };
}
