import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AsOfView } from '../../../components/as-of/as-of-view';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { AreaPage } from '../../../components/ui/area-page';
import { type ClientFilters, filtersFromParams, paramsOfFilters } from '../components/client-filters';
import { ClientFiltersBar } from '../components/client-filters-bar';
import { ClientListSection } from '../components/client-list-section';
import { useAdminClients } from '../api/admin-clients';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/**
 * The filters live in the query string (beside `asOf`), so a filtered list can be linked to and survives a reload. A
 * change is merged into the filters last asked for, not into the last render's: the router renders a change in a
 * transition (and hands its updater the rendered address), so a second change can come before the first has rendered.
 */
function useFiltersInUrl(): [ClientFilters, (change: Partial<ClientFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const askedFor = useRef(filters);
  useEffect(() => {
    askedFor.current = filters;
  }, [filters]);
  const changeFilters = useCallback(
    (change: Partial<ClientFilters>) => {
      const next = { ...askedFor.current, ...change };
      askedFor.current = next;
      setParams(
        (current) => {
          const asOf = current.get('asOf');
          return { ...paramsOfFilters(next), ...(asOf ? { asOf } : {}) };
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, changeFilters];
}

/** /admin/clients: every client, page by page, searched, filtered and sorted on the server; live or as of an instant. */
export function AdminClientsPage() {
  usePageMeta('Clients', 'Every client of the AI Receptionist service, with their plans, numbers and requests.');
  return (
    <AreaPage title="Clients" description="Assign phone numbers, change plans and act on owners' requests.">
      <AsOfView>{(asOf) => <Clients asOf={asOf} />}</AsOfView>
    </AreaPage>
  );
}

function Clients({ asOf }: { asOf: string | null }) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useFiltersInUrl();
  const list = useAdminClients(useDebouncedValue(search), filters, asOf);
  return (
    <ClientListSection
      title="Clients"
      search={search}
      onSearch={setSearch}
      list={list}
      filters={<ClientFiltersBar filters={filters} onChange={setFilters} />}
      readOnly={asOf !== null}
    />
  );
}
