import { Button, Stack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth/use-auth';
import { AddClientDialog } from '../components/add-client-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { AdminPageHeader } from '../components/admin-page-header';
import { ClientsListFooter } from '../components/clients-list-footer';
import { ClientsTable } from '../components/clients-table';
import { EditClientDialog } from '../components/edit-client-dialog';
import { OverviewCards } from '../components/overview-cards';
import { PendingRequestsNotice } from '../components/pending-requests-notice';
import { SearchInput } from '../components/search-input';
import { useAdminClients } from '../api/admin-clients';
import { useClientsOverview } from '../api/clients-overview';
import { useClientEditor } from '../components/use-client-editor';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** /admin: the figures across all clients, owners' pending requests, and the searchable client table. */
export function AdminOverviewPage() {
  usePageMeta('Admin Dashboard', 'Clients, minutes and revenue across the AI Receptionist service.');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const list = useAdminClients(debouncedSearch);
  const overview = useClientsOverview();
  const editor = useClientEditor(list.clients);
  // Analysts read the list; only admins edit clients (the server refuses the mutations to anyone else).
  const { isAdmin } = useAuth();

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
            {isAdmin && <AddClientDialog />}
          </>
        }
      />
      <OverviewCards overview={overview.overview} />
      <PendingRequestsNotice overview={overview.overview} />
      <SectionCard
        title="All Clients"
        toolbar={<SearchInput value={search} onChange={setSearch} placeholder="Search clients..." label="Search clients" />}
      >
        <Stack gap="4">
          <ClientsTable clients={list.clients} loading={list.loading} onEdit={isAdmin ? editor.edit : undefined} label="All Clients" />
          <ClientsListFooter list={list} />
        </Stack>
      </SectionCard>
      <EditClientDialog
        client={editor.editing}
        onClose={editor.close}
        onChanged={(changed) => {
          editor.changed(changed);
          if (editor.editing) list.patch([editor.editing.id]);
          overview.refresh();
        }}
      />
    </Stack>
  );
}
