import { InvalidReportFilterError } from './analytics.errors';

const MAX_CLIENT_ID_LENGTH = 200;

/** The optional client filter of a trend query: absent or empty means every client; the id is matched as given. */
export function parseClientFilter(clientId: string | null | undefined): string | null {
  if (clientId === null || clientId === undefined || clientId.trim() === '') return null;
  if (clientId.length > MAX_CLIENT_ID_LENGTH || clientId === '*') throw new InvalidReportFilterError('clientId is not a client id');
  return clientId;
}
