import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { AsOfView } from '../../../components/as-of/as-of-view';
import { useAsOfParam } from '../../../components/as-of/use-as-of-param';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth/use-auth';
import { AddClientDialog } from '../components/add-client-dialog';
import { ClientListSection } from '../components/client-list-section';
import { AreaPage } from '../../../components/ui/area-page';
import { OverviewCards } from '../components/overview-cards';
import { PendingRequestsNotice } from '../components/pending-requests-notice';
import { useAdminClients } from '../api/admin-clients';
import { useClientsOverview } from '../api/clients-overview';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ButtonLink } from '../../../components/ui/button-link';

/** /admin: the figures across all clients, owners' pending requests, and the searchable client table; live or as of an instant. */
export function AdminOverviewPage() {
  usePageMeta('Admin Dashboard', 'Clients, minutes and revenue across the AI Receptionist service.');
  const { isAdmin } = useAuth();
  const [asOf] = useAsOfParam();

  return (
    <AreaPage
      title="Admin Dashboard"
      description="Clients, usage and revenue at a glance."
      actions={
        <>
          <ButtonLink to="/admin/demo-requests" variant="outline">
            <Inbox aria-hidden /> Demo Requests
          </ButtonLink>
          {isAdmin && !asOf && <AddClientDialog />}
        </>
      }
    >
      <AsOfView>{(asOf) => <Overview asOf={asOf} />}</AsOfView>
    </AreaPage>
  );
}

function Overview({ asOf }: { asOf: string | null }) {
  const [search, setSearch] = useState('');
  const list = useAdminClients(useDebouncedValue(search), undefined, asOf);
  const overview = useClientsOverview(asOf);
  return (
    <>
      <OverviewCards overview={overview.overview} />
      <PendingRequestsNotice overview={overview.overview} asOf={asOf} />
      <ClientListSection title="All Clients" search={search} onSearch={setSearch} list={list} onChanged={overview.refresh} readOnly={asOf !== null} />
    </>
  );
}
