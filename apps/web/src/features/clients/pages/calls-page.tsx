import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { KeysetPager } from '../../../components/ui/keyset-pager';
import { toaster } from '../../../components/ui/toaster';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { activeFilter, type CallFilter, EMPTY_CALL_FILTER, useCallLogs } from '../api/call-logs';
import { downloadCallsCsv } from '../api/download-calls-csv';
import { CallDetailsDrawer } from '../components/call-details-drawer';
import { CallFilters } from '../components/call-filters';
import { CallsTable } from '../components/calls-table';
import { SectionCard } from '../../../components/ui/section-card';

const PAGE_SIZE = 20;

/** /dashboard/calls: every call, filtered and paged, with details and a CSV export of the filtered rows. */
export function CallsPage() {
  usePageMeta('Call Logs', 'Every call your AI receptionist answered: search, filter, details and CSV export.');
  const [filter, setFilter] = useState<CallFilter>(EMPTY_CALL_FILTER);
  const [openCallId, setOpenCallId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const pages = useCursorPages(PAGE_SIZE, JSON.stringify(activeFilter(filter)));
  const [result] = useCallLogs({ filter: activeFilter(filter), limit: PAGE_SIZE, after: pages.after });
  const page = result.data?.callLogs;

  function changeFilter(next: CallFilter) {
    setFilter(next);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCallsCsv(filter);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: error instanceof Error ? error.message : 'The export failed' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Call Logs
        </Heading>
        <Button variant="outline" onClick={() => void exportCsv()} loading={exporting}>
          Export CSV
        </Button>
      </HStack>
      <SectionCard title="All Calls">
        <Stack gap="4">
          <CallFilters filter={filter} onChange={changeFilter} />
          <CallsTable
            calls={page?.items ?? []}
            emptyText={!page ? 'Loading...' : Object.keys(activeFilter(filter)).length > 0 ? 'No calls match these filters' : 'No calls yet'}
            onOpen={(call) => setOpenCallId(call.id)}
          />
          <KeysetPager pages={pages} shown={page?.items.length ?? 0} pageInfo={page?.pageInfo} />
        </Stack>
      </SectionCard>
      <CallDetailsDrawer callId={openCallId} onClose={() => setOpenCallId(null)} />
    </Stack>
  );
}
