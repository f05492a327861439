import { useRecentCalls } from '../api/recent-calls';
import { CallsTable } from './calls-table';
import { SectionCard } from '../../../components/ui/section-card';

/** The 5 newest calls; a call the platform reports shows up live. */
export function RecentCallsCard() {
  const [result] = useRecentCalls();
  return (
    <SectionCard title="Recent Call Logs">
      <CallsTable calls={result.data?.recentCalls ?? []} emptyText={result.fetching && !result.data ? 'Loading...' : 'No calls yet'} />
    </SectionCard>
  );
}
