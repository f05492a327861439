import { type ProtectedArea, redirectFor, type Visitor } from './access-rules';

const signedOut: Visitor = { status: 'signed-out', isAdmin: false, needsMfa: false };
const client: Visitor = { status: 'signed-in', isAdmin: false, needsMfa: false };
const admin: Visitor = { status: 'signed-in', isAdmin: true, needsMfa: false };
const pendingMfa: Visitor = { status: 'signed-in', isAdmin: true, needsMfa: true };
const loggedOutHere: Visitor = { status: 'signed-out', isAdmin: false, needsMfa: false, signedOutHere: true };
const loading: Visitor = { status: 'loading', isAdmin: false, needsMfa: false };
const analyst: Visitor = { status: 'signed-in', isAdmin: false, isAnalyst: true, needsMfa: false };

describe('redirectFor (spec section 6)', () => {
  it.each<[ProtectedArea, Visitor, string | null]>([
    ['client', signedOut, '/auth'],
    ['admin', signedOut, '/auth'],
    ['account', signedOut, '/auth'],
    ['client', client, null],
    ['admin', client, '/dashboard'],
    ['account', client, null],
    ['client', admin, '/admin'],
    ['admin', admin, null],
    ['account', admin, null],
    ['admin', pendingMfa, '/auth'],
    ['client', loading, null],
    // Logout in this tab goes home, even when the protected page is still mounted as the session ends.
    ['client', loggedOutHere, '/'],
    ['admin', loggedOutHere, '/'],
  ])('%s area, visitor %o → %s', (area, visitor, expected) => {
    expect(redirectFor(area, visitor)).toBe(expected);
  });

  it.each<[ProtectedArea, Visitor, string, string | null]>([
    ['admin', analyst, '/admin', null],
    ['admin', analyst, '/admin/clients', null],
    ['admin', analyst, '/admin/demo-requests', null],
    ['admin', analyst, '/admin/analytics/', null],
    ['admin', analyst, '/admin/settings', '/admin'],
    ['client', analyst, '/dashboard', '/admin'],
    ['account', analyst, '/account', null],
    ['admin', admin, '/admin/settings', null],
    ['admin', client, '/admin/demo-requests', '/dashboard'],
  ])('%s area, visitor %o at %s → %s', (area, visitor, path, expected) => {
    expect(redirectFor(area, visitor, path)).toBe(expected);
  });
});
