import { readAccessTokenClaims } from './access-token-claims';
import type { Session } from './auth-types';

export interface SessionAccess {
  roles: string[];
  isAdmin: boolean;
  /** Holds `analyst` (read-only admin screens); `seesPersonalData` when also granted `analyst:pii` or an admin. */
  isAnalyst: boolean;
  seesPersonalData: boolean;
  /** The user has a verified factor and this session has not passed it yet (aal1): a TOTP code is required. */
  needsMfa: boolean;
}

const NONE: SessionAccess = { roles: [], isAdmin: false, isAnalyst: false, seesPersonalData: false, needsMfa: false };

/** What a session may do, from its access token's claims (roles, aal) and the user's factors. */
export function sessionAccess(session: Session | null): SessionAccess {
  if (!session) return NONE;
  const claims = readAccessTokenClaims(session.access_token);
  const roles = claims?.app_metadata?.roles ?? [];
  const hasVerifiedFactor = session.user.factors.some((factor) => factor.status === 'verified');
  const isAdmin = roles.includes('admin');
  return {
    roles,
    isAdmin,
    isAnalyst: roles.includes('analyst'),
    seesPersonalData: isAdmin || roles.includes('analyst:pii'),
    needsMfa: hasVerifiedFactor && claims?.aal !== 'aal2',
  };
}

/** Where a signed-in user starts: staff (admins and analysts) in the admin area, everyone else on the dashboard. */
export function homeFor(access: { isAdmin: boolean; isAnalyst?: boolean }): '/admin' | '/dashboard' {
  return access.isAdmin || access.isAnalyst === true ? '/admin' : '/dashboard';
}

/** The sidebar's label: the part of the e-mail before '@', or 'User'. */
export function userLabel(email: string | null | undefined): string {
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}
