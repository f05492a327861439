import { CALL_PROJECTORS } from '../api/live-projectors';
import { RECENT_CALLS } from '../api/call-queries';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CallsTable } from './calls-table';
import { SectionCard } from '../../../components/ui/section-card';

/** The 5 newest calls; a call the platform reports shows up live. */
export function RecentCallsCard() {
  const [result] = useLiveQuery(RECENT_CALLS, CALL_PROJECTORS);
  return (
    <SectionCard title="Recent Call Logs">
      <CallsTable calls={result.data?.recentCalls ?? []} emptyText={result.fetching && !result.data ? 'Loading...' : 'No calls yet'} />
    </SectionCard>
  );
}
