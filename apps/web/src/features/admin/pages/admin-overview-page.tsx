import { Button, Stack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { AddClientDialog } from '../components/add-client-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { AdminPageHeader } from '../components/admin-page-header';
import { ClientsTable } from '../components/clients-table';
import { EditClientDialog } from '../components/edit-client-dialog';
import { OverviewCards } from '../components/overview-cards';
import { PendingRequestsNotice } from '../components/pending-requests-notice';
import { SearchInput } from '../components/search-input';
import { useAdminClients, useClientsOverview } from '../components/use-admin-clients';
import { useClientEditor } from '../components/use-client-editor';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** /admin: the figures across all clients, owners' pending requests, and the searchable client table. */
export function AdminOverviewPage() {
  usePageMeta('Admin Dashboard', 'Clients, minutes and revenue across the AI Receptionist service.');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const { clients, loading, refresh } = useAdminClients(debouncedSearch);
  const overview = useClientsOverview();
  const editor = useClientEditor(clients);

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Admin Dashboard"
        description="Clients, usage and revenue at a glance."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/demo-requests">
                <Inbox aria-hidden /> Demo Requests
              </Link>
            </Button>
            <AddClientDialog />
          </>
        }
      />
      <OverviewCards overview={overview.overview} />
      {!debouncedSearch.trim() && <PendingRequestsNotice clients={clients} />}
      <SectionCard title="All Clients" toolbar={<SearchInput value={search} onChange={setSearch} placeholder="Search clients..." label="Search clients" />}>
        <ClientsTable clients={clients} loading={loading} onEdit={editor.edit} label="All Clients" />
      </SectionCard>
      <EditClientDialog
        client={editor.editing}
        onClose={editor.close}
        onChanged={() => {
          refresh();
          overview.refresh();
        }}
      />
    </Stack>
  );
}
