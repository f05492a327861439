import type { DemoRequestStatus } from '@receptionist/contracts';
import { useCallback, useEffect } from 'react';
import { toaster } from '../../../../components/ui/toaster';
import { useDemoRequestStats } from '../api/demo-request-stats';
import { useDemoRequestsPage } from '../api/demo-requests';
import { markRequestsSeen } from '../live/new-lead-alerts';

export interface DemoRequestsFilter {
  search: string;
  status: DemoRequestStatus | null;
  limit: number;
  /** The endCursor of the previous page; null for the first page. */
  after: string | null;
  /** A past instant: the list and counts as they were then; null: live. */
  asOf: string | null;
}

/** One page of the admin list and the stat cards' counts; `refresh()` refetches both from the server, `refreshStats()` the counts. */
export function useDemoRequests({ search, status, limit, after, asOf }: DemoRequestsFilter) {
  const list = useDemoRequestsPage({ search: search || null, status, limit, after, asOf });
  const stats = useDemoRequestStats(asOf);

  useEffect(() => {
    // One toast however often live refetches fail.
    if (list.error) toaster.create({ id: 'demo-requests-load-failed', type: 'error', title: 'Error', description: 'Failed to fetch demo requests' });
  }, [list.error]);

  const items = list.data?.demoRequests.items;
  useEffect(() => {
    if (items && !asOf) markRequestsSeen(items.map((item) => item.id));
  }, [items, asOf]);

  const { refresh: refreshList } = list;
  const { refresh: refreshStats } = stats;
  const refresh = useCallback(() => {
    refreshList();
    refreshStats();
  }, [refreshList, refreshStats]);

  return {
    items: items ?? [],
    pageInfo: list.data?.demoRequests.pageInfo,
    loaded: list.data !== undefined,
    stats: stats.data?.demoRequestStats,
    refresh,
    refreshStats,
  };
}
