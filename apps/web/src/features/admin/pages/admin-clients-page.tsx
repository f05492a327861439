import { Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { SectionCard } from '../../../components/ui/section-card';
import { AdminPageHeader } from '../components/admin-page-header';
import { type ClientFilters, filterClients, filtersFromParams } from '../components/client-filters';
import { ClientFiltersBar } from '../components/client-filters-bar';
import { ClientsTable } from '../components/clients-table';
import { EditClientDialog } from '../components/edit-client-dialog';
import { SearchInput } from '../components/search-input';
import { useAdminClients } from '../components/use-admin-clients';
import { useClientEditor } from '../components/use-client-editor';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** The filters live in the query string, so a filtered list can be linked to and survives a reload. */
function useFiltersInUrl(): [ClientFilters, (filters: ClientFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = (next: ClientFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== 'all')), { replace: true });
  return [filters, setFilters];
}

/** /admin/clients: every client, searchable and filtered by status, plan and pending owner requests. */
export function AdminClientsPage() {
  usePageMeta('Clients', 'Every client of the AI Receptionist service, with their plans, numbers and requests.');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useFiltersInUrl();
  const { clients, loading, refresh } = useAdminClients(useDebouncedValue(search));
  const shown = useMemo(() => (clients ? filterClients(clients, filters) : null), [clients, filters]);
  const editor = useClientEditor(clients);

  return (
    <Stack gap="6">
      <AdminPageHeader title="Clients" description="Assign phone numbers, change plans and act on owners' requests." />
      <SectionCard title="Clients" toolbar={<SearchInput value={search} onChange={setSearch} placeholder="Search clients..." label="Search clients" />}>
        <Stack gap="4">
          <ClientFiltersBar filters={filters} onChange={setFilters} />
          {clients && shown && (
            <Text fontSize="sm" color="gray.600" aria-live="polite">
              Showing {shown.length} of {clients.length} clients
            </Text>
          )}
          <ClientsTable clients={shown} loading={loading} onEdit={editor.edit} label="Clients" />
        </Stack>
      </SectionCard>
      <EditClientDialog client={editor.editing} onClose={editor.close} onChanged={refresh} />
    </Stack>
  );
}
