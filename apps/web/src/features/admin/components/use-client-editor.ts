import { useState } from 'react';
import type { AdminClient } from '../api/admin-client-queries';

/** Which client the Edit dialog shows; it follows the list, so the dialog shows each change once it is refetched. */
export function useClientEditor(clients: AdminClient[] | null) {
  const [editingId, setEditingId] = useState<string | null>(null);
  return {
    editing: clients?.find((client) => client.id === editingId) ?? null,
    edit: (client: AdminClient) => setEditingId(client.id),
    close: () => setEditingId(null),
  };
}
