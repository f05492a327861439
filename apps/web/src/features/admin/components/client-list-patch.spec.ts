import type { AdminClient } from '../api/admin-clients';
import { patchClients } from './client-list-patch';

const client = (id: string, createdAt: string, overrides: Partial<AdminClient> = {}): AdminClient => ({
  id,
  businessName: `Business ${id}`,
  ownerEmail: `${id}@example.com`,
  ownerFullName: null,
  phoneNumber: null,
  phoneNumberRequested: false,
  planType: 'pro',
  requestedPlan: null,
  monthlyPrice: 149,
  minutesUsed: 12,
  minutesLimit: 2000,
  isActive: true,
  createdAt: `2026-01-0${createdAt}T00:00:00.000Z`,
  ...overrides,
});
const ids = (rows: AdminClient[]) => rows.map((row) => row.id);
// Newest first: d (4th), c (3rd), b (2nd); a (1st) is on a page not loaded yet.
const loaded = [client('d', '4'), client('c', '3'), client('b', '2')];

describe('patchClients', () => {
  it('replaces a changed row in place and leaves the others as they are', () => {
    const patched = patchClients(loaded, ['c'], [client('c', '3', { minutesUsed: 7 })], 'newest', false);
    expect(ids(patched.rows)).toEqual(['d', 'c', 'b']);
    expect(patched.rows[1].minutesUsed).toBe(7);
    expect(patched.rows[0]).toBe(loaded[0]);
    expect(patched.delta).toBe(0);
  });

  it('removes a row that no longer matches the filters', () => {
    expect(patchClients(loaded, ['d'], [], 'newest', false)).toMatchObject({ delta: -1 });
    expect(ids(patchClients(loaded, ['d'], [], 'newest', false).rows)).toEqual(['c', 'b']);
  });

  it('inserts a new client where the order puts it, but not past the loaded rows while more pages remain', () => {
    expect(ids(patchClients(loaded, ['e'], [client('e', '5')], 'newest', false).rows)).toEqual(['e', 'd', 'c', 'b']);
    expect(ids(patchClients(loaded, ['a'], [client('a', '1')], 'newest', false).rows)).toEqual(['d', 'c', 'b']);
    expect(ids(patchClients(loaded, ['a'], [client('a', '1')], 'newest', true).rows)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('moves a renamed client in name order', () => {
    const byName = [
      client('x', '1', { businessName: 'Alpha' }),
      client('y', '2', { businessName: 'bravo' }),
      client('z', '3', { businessName: 'Charlie' }),
    ];
    const patched = patchClients(byName, ['x'], [client('x', '1', { businessName: 'Delta' })], 'name', true);
    expect(patched.rows.map((row) => row.businessName)).toEqual(['bravo', 'Charlie', 'Delta']);
  });
});
