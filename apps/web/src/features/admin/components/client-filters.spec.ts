import type { AdminClient } from '../api/admin-client-queries';
import { filterClients, filtersFromParams, hasPendingRequest, NO_FILTERS } from './client-filters';

const client = (id: string, overrides: Partial<AdminClient> = {}): AdminClient => ({
  id,
  businessName: `Business ${id}`,
  ownerEmail: `${id}@example.com`,
  ownerFullName: null,
  phoneNumber: null,
  phoneNumberRequested: false,
  planType: 'starter',
  requestedPlan: null,
  monthlyPrice: 49,
  minutesUsed: 0,
  minutesLimit: 500,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const clients = [
  client('a'),
  client('b', { isActive: false, planType: 'pro' }),
  client('c', { phoneNumberRequested: true }),
  client('d', { requestedPlan: 'enterprise', planType: 'pro' }),
];
const ids = (list: AdminClient[]) => list.map(({ id }) => id);

describe('client filters', () => {
  it('keeps everyone without filters', () => {
    expect(ids(filterClients(clients, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by status, plan and pending requests, all together', () => {
    expect(ids(filterClients(clients, { ...NO_FILTERS, status: 'inactive' }))).toEqual(['b']);
    expect(ids(filterClients(clients, { ...NO_FILTERS, plan: 'pro' }))).toEqual(['b', 'd']);
    expect(ids(filterClients(clients, { ...NO_FILTERS, requests: 'phone' }))).toEqual(['c']);
    expect(ids(filterClients(clients, { ...NO_FILTERS, requests: 'plan' }))).toEqual(['d']);
    expect(ids(filterClients(clients, { ...NO_FILTERS, requests: 'any' }))).toEqual(['c', 'd']);
    expect(ids(filterClients(clients, { status: 'active', plan: 'pro', requests: 'any' }))).toEqual(['d']);
  });

  it('knows a pending request', () => {
    expect(clients.map(hasPendingRequest)).toEqual([false, false, true, true]);
  });

  it('reads filters from the query string, ignoring unknown values', () => {
    expect(filtersFromParams(new URLSearchParams('status=inactive&plan=enterprise&requests=plan'))).toEqual({
      status: 'inactive',
      plan: 'enterprise',
      requests: 'plan',
    });
    expect(filtersFromParams(new URLSearchParams('status=gone&plan=gold'))).toEqual(NO_FILTERS);
  });
});
