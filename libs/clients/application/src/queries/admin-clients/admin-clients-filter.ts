import { InvalidClientInputError } from '@receptionist/clients-domain';
import { PLAN_TYPES, type PlanType } from '@receptionist/contracts';
import type { OrderBy, Where } from '@receptionist/read-store';
import type { AdminOverviewDoc } from '../../projections/clients/admin-overview';
import type { ClientDoc } from '../../projections/clients/clients.projector';

export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export const CLIENT_REQUESTS = ['any', 'phone', 'plan'] as const;
export const CLIENT_SORTS = ['newest', 'oldest', 'name'] as const;
export const CLIENTS_PAGE_DEFAULT = 50;
export const CLIENTS_PAGE_MAX = 100;
/** Above this many matches a filtered total is shown as "1,000+" instead of being counted. */
export const CLIENTS_COUNT_CAP = 1000;

export type ClientSort = (typeof CLIENT_SORTS)[number];

/** What the admin asks for; null fields do not restrict. */
export interface AdminClientsFilter {
  search: string | null;
  status: (typeof CLIENT_STATUSES)[number] | null;
  plan: PlanType | null;
  requests: (typeof CLIENT_REQUESTS)[number] | null;
}

export interface AdminClientsRaw {
  search?: string | null;
  status?: string | null;
  plan?: string | null;
  requests?: string | null;
  sort?: string | null;
  first?: number | null;
  after?: string | null;
  ids?: readonly string[] | null;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined, name: string): T | null {
  const text = value?.trim();
  if (!text || text === 'all') return null;
  const found = allowed.find((candidate) => candidate === text);
  if (!found) throw new InvalidClientInputError(`${name} must be one of: all, ${allowed.join(', ')}`);
  return found;
}

/** Checks the list's arguments; throws InvalidClientInputError with the message the caller sees. */
export function parseAdminClientsArgs(raw: AdminClientsRaw) {
  const first = raw.first ?? CLIENTS_PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > CLIENTS_PAGE_MAX)
    throw new InvalidClientInputError(`first must be from 1 to ${CLIENTS_PAGE_MAX}`);
  if (raw.ids && raw.ids.length > CLIENTS_PAGE_MAX) throw new InvalidClientInputError(`ids may name at most ${CLIENTS_PAGE_MAX} clients`);
  const search = raw.search?.trim().toLowerCase() || null;
  if (search && search.length > 200) throw new InvalidClientInputError('search must be at most 200 characters');
  const filter: AdminClientsFilter = {
    search,
    status: oneOf(CLIENT_STATUSES, raw.status, 'status'),
    plan: oneOf(PLAN_TYPES, raw.plan, 'plan'),
    requests: oneOf(CLIENT_REQUESTS, raw.requests, 'requests'),
  };
  const sort = oneOf(CLIENT_SORTS, raw.sort, 'sort') ?? 'newest';
  return { filter, sort, first, after: raw.after ? decodeCursor(raw.after) : null, ids: raw.ids ?? null };
}

/** The filter's conditions; its search goes to the collection's full-text index (`search` of find/count). */
export function clientsWhere({ status, plan, requests }: AdminClientsFilter): Where {
  const where: Where = {};
  if (status) where['status'] = status;
  if (plan) where['plan_type'] = plan;
  if (requests === 'any') where['pending_request'] = true;
  if (requests === 'phone') where['phone_number_requested'] = true;
  if (requests === 'plan') where['requested_plan'] = { in: [...PLAN_TYPES] };
  return where;
}

const SORT_KEYS: Record<ClientSort, { field: 'created_at' | 'sort_name'; direction: 'asc' | 'desc' }> = {
  newest: { field: 'created_at', direction: 'desc' },
  oldest: { field: 'created_at', direction: 'asc' },
  name: { field: 'sort_name', direction: 'asc' },
};

export function clientsOrder(sort: ClientSort): OrderBy[] {
  const { field, direction } = SORT_KEYS[sort];
  return [
    { field, direction },
    { field: 'id', direction },
  ];
}

/** A position in the list: the sort value and id of the last row of a page. */
export interface ClientsCursor {
  value: string;
  id: string;
}

export function encodeCursor(sort: ClientSort, doc: ClientDoc): string {
  return Buffer.from(JSON.stringify([doc[SORT_KEYS[sort].field], doc.id])).toString('base64url');
}

function decodeCursor(cursor: string): ClientsCursor {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof value === 'string' && typeof id === 'string') return { value, id };
  } catch {
    // answered below
  }
  throw new InvalidClientInputError('after must be a cursor returned by this list');
}

/** The rows after the cursor in the sort order: a range on the sort index, the id breaking ties. */
export function afterCursor(sort: ClientSort, { value, id }: ClientsCursor): Where {
  const { field, direction } = SORT_KEYS[sort];
  return direction === 'desc'
    ? { [field]: { lte: value }, or: [{ [field]: { lt: value } }, { id: { lt: id } }] }
    : { [field]: { gte: value }, or: [{ [field]: { gt: value } }, { id: { gt: id } }] };
}

/** The number of matches from the maintained figures when the filter allows it (no search, one condition at most). */
export function totalFromOverview(overview: AdminOverviewDoc, { search, status, plan, requests }: AdminClientsFilter): number | null {
  const conditions = [status, plan, requests].filter((value) => value !== null).length;
  if (search || conditions > 1) return null;
  if (status) return status === 'active' ? overview.active_clients : overview.total_clients - overview.active_clients;
  if (plan) return overview.clients_by_plan[plan] ?? 0;
  if (requests === 'phone') return overview.phone_number_requests;
  if (requests === 'plan') return overview.plan_change_requests;
  if (requests === 'any') return overview.pending_requests;
  return overview.total_clients;
}
