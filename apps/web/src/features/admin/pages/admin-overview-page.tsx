import { Button, Stack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth/use-auth';
import { AddClientDialog } from '../components/add-client-dialog';
import { ClientListSection } from '../components/client-list-section';
import { AdminPageHeader } from '../components/admin-page-header';
import { OverviewCards } from '../components/overview-cards';
import { PendingRequestsNotice } from '../components/pending-requests-notice';
import { useAdminClients } from '../api/admin-clients';
import { useClientsOverview } from '../api/clients-overview';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** /admin: the figures across all clients, owners' pending requests, and the searchable client table. */
export function AdminOverviewPage() {
  usePageMeta('Admin Dashboard', 'Clients, minutes and revenue across the AI Receptionist service.');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const list = useAdminClients(debouncedSearch);
  const overview = useClientsOverview();
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
      <ClientListSection title="All Clients" search={search} onSearch={setSearch} list={list} onChanged={overview.refresh} />
    </Stack>
  );
}
