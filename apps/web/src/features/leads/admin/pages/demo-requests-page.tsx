import { HStack, Input, Stack } from '@chakra-ui/react';
import type { DemoRequestStatus } from '@receptionist/contracts';
import { useEffect, useMemo, useState } from 'react';
import { AsOfView } from '../../../../components/as-of/as-of-view';
import { useAsOfParam } from '../../../../components/as-of/use-as-of-param';
import { AreaPage } from '../../../../components/ui/area-page';
import { usePageMeta } from '../../../../hooks/use-page-meta';
import { FiltersDrawer } from '../../../../components/ui/filters-drawer';
import { RequestDetailsDialog } from '../components/request-details-dialog';
import { RequestsTable } from '../components/requests-table';
import { SelectBox } from '../components/select-box';
import { StatCards } from '../components/stat-cards';
import { STATUS_OPTIONS } from '../components/request-format';
import { KeysetPager } from '../../../../components/ui/keyset-pager';
import { useCursorPages } from '../../../../hooks/use-cursor-pages';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useDemoRequests } from '../hooks/use-demo-requests';
import { useLeadsLiveRefresh } from '../hooks/use-leads-live-refresh';
import { useRequestActions } from '../hooks/use-request-actions';
import { viewDemoRequests } from '../live/unread-leads';
import { useAuth } from '../../../../lib/auth/use-auth';

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/demo-requests: stats, search, status filter, the paged table and the details dialog, live or as of an instant. */
export function DemoRequestsPage() {
  usePageMeta('Demo Requests', 'Demo and contact requests from the website.');
  useEffect(viewDemoRequests, []);
  const [asOf] = useAsOfParam();
  return (
    <AreaPage
      title="Demo Requests"
      description={`Leads from the book-demo and contact forms, ${asOf ? 'as they were at the chosen instant.' : 'updated live.'}`}
    >
      <AsOfView>{(asOf) => <DemoRequests asOf={asOf} />}</AsOfView>
    </AreaPage>
  );
}

/** Live, or as of a past instant: then read-only and deaf to live updates. */
function DemoRequests({ asOf }: { asOf: string | null }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DemoRequestStatus | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useCursorPages(PAGE_SIZE, `${debouncedSearch}\u0000${status ?? ''}`);
  const { items, pageInfo, loaded, stats, refresh, refreshStats } = useDemoRequests({
    search: debouncedSearch,
    status,
    limit: PAGE_SIZE,
    after: pages.after,
    asOf,
  });
  const { changeStatus } = useRequestActions(refresh);
  // Analysts read leads; only admins change them (the server refuses the mutations to anyone else); the past is not changed.
  const readOnly = !useAuth().isAdmin || asOf !== null;
  const live = asOf === null;

  const listed = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  // The facts say what happened: a new lead, or a change to a listed one (or under a status filter, which it may
  // enter or leave), refetches the page; a change to an unlisted lead only moves the counts.
  useLeadsLiveRefresh(
    refresh,
    ({ submitted, changed }) => submitted.length > 0 || changed.some((id) => listed.has(id)) || (status !== null && changed.length > 0),
    live,
  );
  useLeadsLiveRefresh(
    refreshStats,
    ({ submitted, changed }) => submitted.length === 0 && changed.length > 0 && !changed.some((id) => listed.has(id)),
    live,
  );

  return (
    <Stack gap="6">
      <StatCards stats={stats} />
      <HStack gap="3">
        <Input
          bg="white"
          size="sm"
          type="search"
          aria-label="Search requests"
          placeholder="Search by name, email, or company..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FiltersDrawer activeCount={status ? 1 : 0}>
          <Stack width={{ base: 'full', md: '48' }} flexShrink="0">
            <SelectBox label="Filter by status" value={status ?? ''} onChange={(value) => setStatus((value || null) as DemoRequestStatus | null)}>
              <option value="">All Status</option>
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectBox>
          </Stack>
        </FiltersDrawer>
      </HStack>
      <RequestsTable requests={items} loaded={loaded} onChangeStatus={changeStatus} onView={setViewing} readOnly={readOnly} />
      <KeysetPager pages={pages} shown={items.length} pageInfo={pageInfo} />
      <RequestDetailsDialog id={viewing} asOf={asOf} onClose={() => setViewing(null)} onChanged={refresh} readOnly={readOnly} />
    </Stack>
  );
}
