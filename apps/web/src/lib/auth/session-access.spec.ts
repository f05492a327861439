import type { Session } from './auth-types';
import { homeFor, sessionAccess, userLabel } from './session-access';

function sessionWith(claims: object, factorStatus?: 'verified' | 'unverified'): Session {
  const factors = factorStatus
    ? [{ id: 'f', friendly_name: 'app', factor_type: 'totp' as const, status: factorStatus, created_at: '', updated_at: '' }]
    : [];
  return {
    access_token: `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`,
    token_type: 'bearer',
    expires_in: 60,
    expires_at: 0,
    user: {
      id: 'u',
      email: 'e@x.io',
      app_metadata: { provider: 'email', providers: [] },
      user_metadata: {},
      factors,
      created_at: '',
      updated_at: '',
    },
  };
}

describe('sessionAccess', () => {
  it('reads the roles from the access token', () => {
    expect(sessionAccess(sessionWith({ aal: 'aal1', app_metadata: { roles: ['client', 'admin'] } }))).toEqual({
      roles: ['client', 'admin'],
      isAdmin: true,
      isAnalyst: false,
      seesPersonalData: true,
      needsMfa: false,
    });
    expect(sessionAccess(sessionWith({ aal: 'aal1', app_metadata: { roles: ['client'] } })).isAdmin).toBe(false);
    expect(sessionAccess(null)).toEqual({ roles: [], isAdmin: false, isAnalyst: false, seesPersonalData: false, needsMfa: false });
  });

  it('tells an analyst from an admin, and whether they see personal data', () => {
    expect(sessionAccess(sessionWith({ aal: 'aal1', app_metadata: { roles: ['analyst'] } }))).toMatchObject({
      isAdmin: false,
      isAnalyst: true,
      seesPersonalData: false,
    });
    expect(sessionAccess(sessionWith({ aal: 'aal1', app_metadata: { roles: ['analyst', 'analyst:pii'] } })).seesPersonalData).toBe(true);
  });

  it('asks for the TOTP step only when a verified factor exists and the session is aal1', () => {
    expect(sessionAccess(sessionWith({ aal: 'aal1' }, 'verified')).needsMfa).toBe(true);
    expect(sessionAccess(sessionWith({ aal: 'aal2' }, 'verified')).needsMfa).toBe(false);
    expect(sessionAccess(sessionWith({ aal: 'aal1' }, 'unverified')).needsMfa).toBe(false);
  });
});

describe('userLabel', () => {
  it('is the part of the e-mail before the @, or User', () => {
    expect(userLabel('grace.hopper@example.com')).toBe('grace.hopper');
    expect(userLabel(null)).toBe('User');
    expect(userLabel('@example.com')).toBe('User');
  });
});

describe('homeFor: where sign-in sends a user, without a detour through the other area', () => {
  it.each([
    [{ isAdmin: false, isAnalyst: false }, '/dashboard'],
    [{ isAdmin: true, isAnalyst: false }, '/admin'],
    [{ isAdmin: false, isAnalyst: true }, '/admin'],
  ])('%o starts at %s', (access, expected) => {
    expect(homeFor(access)).toBe(expected);
  });
});
