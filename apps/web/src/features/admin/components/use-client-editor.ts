import { useState } from 'react';
import type { AdminClient } from '../api/admin-clients';

/**
 * Which client the Edit dialog shows: its row in the list while the list holds it (rows are patched live), else the
 * record as opened with the changes made in the dialog (a change may take it out of a filtered list).
 */
export function useClientEditor(clients: AdminClient[] | null) {
  const [held, setHeld] = useState<AdminClient | null>(null);
  const row = held ? clients?.find((client) => client.id === held.id) : undefined;
  return {
    editing: row ?? held,
    edit: (client: AdminClient) => setHeld(client),
    close: () => setHeld(null),
    /** Records the fields a mutation answered with. */
    changed: (fields: Partial<AdminClient>) => setHeld((previous) => (previous ? { ...(row ?? previous), ...fields } : previous)),
  };
}
