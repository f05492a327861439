import { InvalidCallInputError } from '@receptionist/calls-domain';
import { searchTerms, type Where } from '@receptionist/read-store';

export interface CallLogFilter {
  outcome?: string | null;
  type?: string | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const CALL_LOGS_MAX_PAGE = 100;

function instant(value: string, name: string, endOfDay: boolean): string {
  const text = value.trim();
  const parsed = DAY.test(text) ? Date.parse(`${text}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`) : Date.parse(text);
  if (Number.isNaN(parsed)) throw new InvalidCallInputError(`${name} must be a date (yyyy-mm-dd) or an ISO-8601 instant`);
  return new Date(parsed).toISOString();
}

/** One client's calls matching a filter, as the read store takes it: indexed fields in `where`, the number search in `search`. */
export interface CallLogSelection {
  where: Where;
  search?: string;
}

/**
 * The read-model selection for one client's calls matching the filter; empty filter fields are ignored. A search that
 * looks like (part of) a phone number goes through the digits index ("555-12" finds "+1 (555) 123-4567"); anything
 * else, or fewer than 3 digits, is matched inside the caller numbers of this client's calls.
 */
export function callLogSelection(clientId: string, filter: CallLogFilter = {}): CallLogSelection {
  const where = callLogWhere(clientId, { ...filter, search: null });
  const needle = filter.search?.trim();
  if (!needle) return { where };
  if (needle.length > 100) throw new InvalidCallInputError('search must be at most 100 characters');
  if (searchTerms(needle).digits) return { where, search: needle };
  return { where: { ...where, caller_number: { contains: needle } } };
}

/** The read-model condition for one client's calls matching the filter; empty filter fields are ignored. */
export function callLogWhere(clientId: string, filter: CallLogFilter = {}): Where {
  const where: Where = { client_id: clientId };
  if (filter.outcome?.trim()) where['outcome'] = filter.outcome.trim();
  if (filter.type?.trim()) where['call_type'] = filter.type.trim();
  const range: { gte?: string; lte?: string } = {};
  if (filter.from?.trim()) range.gte = instant(filter.from, 'from', false);
  if (filter.to?.trim()) range.lte = instant(filter.to, 'to', true);
  if (range.gte || range.lte) where['started_at'] = range;
  if (filter.search?.trim()) where['caller_number'] = { contains: filter.search.trim() };
  return where;
}

export function checkPage(limit: number, max = CALL_LOGS_MAX_PAGE): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw new InvalidCallInputError(`limit must be from 1 to ${max}`);
}
