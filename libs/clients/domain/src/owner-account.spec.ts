import { isConfirmedClient, userStreamOf } from './owner-account';

const confirmed = { type: 'EmailConfirmed', data: { userId: 'u1', email: 'a@example.com', confirmedAt: '2026-11-01T00:00:00Z' } };
const granted = (role: string) => ({ type: 'RoleGranted', data: { userId: 'u1', role, grantedAt: '2026-11-01T00:00:00Z' } });
const revoked = (role: string) => ({ type: 'RoleRevoked', data: { userId: 'u1', role, revokedAt: '2026-11-02T00:00:00Z' } });
const registered = { type: 'UserRegistered.v2', data: { userId: 'u1', email: 'a@example.com', fullName: 'A', registeredAt: '2026-11-01T00:00:00Z' } };

describe('an owner who gets a client record (identity’s published events, read by stored type name)', () => {
  it('is a confirmed account with the client role, in either order', () => {
    expect(isConfirmedClient([registered, confirmed, granted('client')])).toBe(true);
    expect(isConfirmedClient([registered, granted('client'), confirmed])).toBe(true);
  });

  it('is not an unconfirmed account, an admin only, or a client whose role was revoked', () => {
    expect(isConfirmedClient([registered, granted('client')])).toBe(false);
    expect(isConfirmedClient([registered, confirmed, granted('admin')])).toBe(false);
    expect(isConfirmedClient([registered, confirmed, granted('client'), revoked('client')])).toBe(false);
    expect(isConfirmedClient([registered, confirmed, granted('client'), revoked('admin')])).toBe(true);
  });

  it('reads the user stream identity publishes', () => {
    expect(userStreamOf('u1')).toBe('user-u1');
  });
});
