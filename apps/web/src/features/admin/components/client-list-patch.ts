import type { AdminClient } from '../api/admin-clients';
import type { ClientSort } from './client-filters';

/** The server's order of the admin client list (clients-list keyset order): sort key, then id. */
export function compareClients(sort: ClientSort): (a: AdminClient, b: AdminClient) => number {
  const key = (client: AdminClient) => (sort === 'name' ? client.businessName.toLowerCase() : client.createdAt);
  const sign = sort === 'newest' ? -1 : 1;
  return (a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka !== kb) return ka < kb ? -sign : sign;
    return a.id === b.id ? 0 : a.id < b.id ? -sign : sign;
  };
}

export interface PatchedList {
  rows: AdminClient[];
  /** Rows added minus rows removed. */
  delta: number;
}

/**
 * Applies a live change to the loaded rows: `changedIds` are the clients that changed, `fresh` those of them that
 * (still) match the list's filters, as the server answered. A changed row is replaced or, when it no longer matches,
 * removed; a matching client not loaded yet is inserted where the order puts it, unless it sorts after the last
 * loaded row while more pages remain (it will come with them).
 */
export function patchClients(
  rows: readonly AdminClient[],
  changedIds: readonly string[],
  fresh: readonly AdminClient[],
  sort: ClientSort,
  complete: boolean,
): PatchedList {
  const compare = compareClients(sort);
  const changed = new Set(changedIds);
  const boundary = rows[rows.length - 1];
  const kept = rows.filter((row) => !changed.has(row.id));
  const inserted = fresh.filter((row) => changed.has(row.id) && (complete || !boundary || compare(row, boundary) <= 0));
  const next = [...kept, ...inserted].sort(compare);
  return { rows: next, delta: next.length - rows.length };
}
