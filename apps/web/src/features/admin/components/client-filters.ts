import { type PlanType, PLAN_TYPES } from '@receptionist/contracts';
import type { AdminClient } from '../api/admin-client-queries';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const REQUEST_FILTERS = ['all', 'any', 'phone', 'plan'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type RequestFilter = (typeof REQUEST_FILTERS)[number];
export type PlanFilter = 'all' | PlanType;

export interface ClientFilters {
  status: StatusFilter;
  plan: PlanFilter;
  requests: RequestFilter;
}

export const NO_FILTERS: ClientFilters = { status: 'all', plan: 'all', requests: 'all' };

/** The owner asked for a phone number or another plan, and no admin has acted on it yet. */
export function hasPendingRequest(client: AdminClient): boolean {
  return client.phoneNumberRequested || client.requestedPlan !== null;
}

function matchesRequests(client: AdminClient, requests: RequestFilter): boolean {
  switch (requests) {
    case 'all':
      return true;
    case 'any':
      return hasPendingRequest(client);
    case 'phone':
      return client.phoneNumberRequested;
    case 'plan':
      return client.requestedPlan !== null;
  }
}

export function filterClients(clients: readonly AdminClient[], { status, plan, requests }: ClientFilters): AdminClient[] {
  return clients.filter(
    (client) =>
      (status === 'all' || client.isActive === (status === 'active')) &&
      (plan === 'all' || client.planType === plan) &&
      matchesRequests(client, requests),
  );
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((candidate) => candidate === value);

/** Filters from the page's query string (?status=&plan=&requests=); unknown values mean 'all'. */
export function filtersFromParams(params: URLSearchParams): ClientFilters {
  return {
    status: pick(STATUS_FILTERS, params.get('status')) ?? 'all',
    plan: pick(PLAN_TYPES, params.get('plan')) ?? 'all',
    requests: pick(REQUEST_FILTERS, params.get('requests')) ?? 'all',
  };
}
