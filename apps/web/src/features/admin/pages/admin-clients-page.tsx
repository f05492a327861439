import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth/use-auth';
import { SectionCard } from '../../../components/ui/section-card';
import { AdminPageHeader } from '../components/admin-page-header';
import { type ClientFilters, filtersFromParams, paramsOfFilters } from '../components/client-filters';
import { ClientFiltersBar } from '../components/client-filters-bar';
import { ClientsListFooter } from '../components/clients-list-footer';
import { ClientsTable } from '../components/clients-table';
import { EditClientDialog } from '../components/edit-client-dialog';
import { SearchInput } from '../components/search-input';
import { useAdminClients } from '../api/admin-clients';
import { useClientEditor } from '../components/use-client-editor';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** The filters live in the query string, so a filtered list can be linked to and survives a reload. */
function useFiltersInUrl(): [ClientFilters, (filters: ClientFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = (next: ClientFilters) => setParams(paramsOfFilters(next), { replace: true });
  return [filters, setFilters];
}

/** /admin/clients: every client, page by page, searched, filtered and sorted on the server. */
export function AdminClientsPage() {
  usePageMeta('Clients', 'Every client of the AI Receptionist service, with their plans, numbers and requests.');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useFiltersInUrl();
  const list = useAdminClients(useDebouncedValue(search), filters);
  const editor = useClientEditor(list.clients);
  // Analysts read the list; only admins edit clients (the server refuses the mutations to anyone else).
  const { isAdmin } = useAuth();

  return (
    <Stack gap="6">
      <AdminPageHeader title="Clients" description="Assign phone numbers, change plans and act on owners' requests." />
      <SectionCard
        title="Clients"
        toolbar={<SearchInput value={search} onChange={setSearch} placeholder="Search clients..." label="Search clients" />}
      >
        <Stack gap="4">
          <ClientFiltersBar filters={filters} onChange={setFilters} />
          <ClientsTable clients={list.clients} loading={list.loading} onEdit={isAdmin ? editor.edit : undefined} label="Clients" />
          <ClientsListFooter list={list} />
        </Stack>
      </SectionCard>
      <EditClientDialog
        client={editor.editing}
        onClose={editor.close}
        onChanged={(changed) => {
          editor.changed(changed);
          if (editor.editing) list.patch([editor.editing.id]);
        }}
      />
    </Stack>
  );
}
