import { type PlanType, PLAN_TYPES } from '@receptionist/contracts';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const REQUEST_FILTERS = ['all', 'any', 'phone', 'plan'] as const;
export const CLIENT_SORTS = ['newest', 'oldest', 'name'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type RequestFilter = (typeof REQUEST_FILTERS)[number];
export type PlanFilter = 'all' | PlanType;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** What the admin client list asks the server for (filters and order are applied there, page by page). */
export interface ClientFilters {
  status: StatusFilter;
  plan: PlanFilter;
  requests: RequestFilter;
  sort: ClientSort;
}

export const NO_FILTERS: ClientFilters = { status: 'all', plan: 'all', requests: 'all', sort: 'newest' };

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined => allowed.find((candidate) => candidate === value);

/** Filters from the page's query string (?status=&plan=&requests=&sort=); unknown values mean the default. */
export function filtersFromParams(params: URLSearchParams): ClientFilters {
  return {
    status: pick(STATUS_FILTERS, params.get('status')) ?? 'all',
    plan: pick(PLAN_TYPES, params.get('plan')) ?? 'all',
    requests: pick(REQUEST_FILTERS, params.get('requests')) ?? 'all',
    sort: pick(CLIENT_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The query string of the filters: defaults are left out, so an unfiltered list has a bare address. */
export function paramsOfFilters(filters: ClientFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([key, value]) => value !== NO_FILTERS[key as keyof ClientFilters]));
}
