import { downloadFile } from '../../../lib/auth/download-file';
import { activeFilter, type CallFilter } from './call-logs';

/** Downloads the filtered calls as CSV (the server's export, fetched with the access token) as calls-<today>.csv. */
export function downloadCallsCsv(filter: CallFilter): Promise<void> {
  const query = new URLSearchParams(activeFilter(filter) as Record<string, string>);
  return downloadFile(`/api/calls.csv?${query}`, `calls-${new Date().toISOString().slice(0, 10)}.csv`);
}
