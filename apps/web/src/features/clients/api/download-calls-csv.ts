import { authorizedFetch } from '../../../lib/auth/authorized-fetch';
import { activeFilter, type CallFilter } from './call-logs';

/** Downloads the filtered calls as CSV (the server's export, fetched with the access token) as calls-<today>.csv. */
export async function downloadCallsCsv(filter: CallFilter): Promise<void> {
  const query = new URLSearchParams(activeFilter(filter) as Record<string, string>);
  const response = await authorizedFetch(`/api/calls.csv?${query}`);
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `calls-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: Chrome reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
