import { graphql, type UsageQuery } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CALL_PROJECTORS } from './live-projectors';

export type Usage = UsageQuery['usage'];

export const USAGE = graphql(`
  query Usage {
    usage {
      period
      periodStart
      periodEnd
      minutesUsed
      minutesLimit
      percentUsed
      totalCalls
      testCalls
      forecastMinutes
      warningLevel
    }
  }
`);

/** Minutes and calls of the current period, kept current by live updates. */
export function useUsage() {
  const [result] = useLiveQuery(USAGE, CALL_PROJECTORS);
  return { usage: result.data?.usage ?? null, error: result.error };
}
