import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { useAuth } from '../../../lib/auth/use-auth';
import type { AdminClientList } from '../api/admin-clients';
import { ClientsListFooter } from './clients-list-footer';
import { ClientsTable } from './clients-table';
import { EditClientDialog } from './edit-client-dialog';
import { SearchInput } from './search-input';
import { useClientEditor } from './use-client-editor';

interface ClientListSectionProps {
  title: string;
  search: string;
  onSearch: (search: string) => void;
  list: AdminClientList;
  /** Shown above the table (the filters bar on /admin/clients). */
  filters?: ReactNode;
  /** After an edit saved: the row is patched here; the page refreshes what else shows the client (overview cards). */
  onChanged?: () => void;
  /** The list as of a past instant: nothing to edit. */
  readOnly?: boolean;
}

/** The searchable client table with its editor, as /admin and /admin/clients show it. */
export function ClientListSection({ title, search, onSearch, list, filters, onChanged, readOnly = false }: ClientListSectionProps) {
  const editor = useClientEditor(list.clients);
  // Analysts read the list; only admins edit clients (the server refuses the mutations to anyone else).
  const { isAdmin } = useAuth();
  return (
    <>
      <SectionCard title={title} toolbar={<SearchInput value={search} onChange={onSearch} placeholder="Search clients..." label="Search clients" />}>
        <Stack gap="4">
          {filters}
          <ClientsTable clients={list.clients} loading={list.loading} onEdit={isAdmin && !readOnly ? editor.edit : undefined} label={title} />
          <ClientsListFooter list={list} />
        </Stack>
      </SectionCard>
      <EditClientDialog
        client={editor.editing}
        onClose={editor.close}
        onChanged={(changed) => {
          editor.changed(changed);
          if (editor.editing) list.patch([editor.editing.id]);
          onChanged?.();
        }}
      />
    </>
  );
}
