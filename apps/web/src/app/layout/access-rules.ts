import { homeFor } from '../../lib/auth/session-access';
import { ANALYST_NAV } from './nav-items';
/** Which pages a route belongs to (spec section 6). `account` pages are open to every signed-in user. */
export type ProtectedArea = 'client' | 'admin' | 'account';

export interface Visitor {
  status: 'loading' | 'signed-in' | 'signed-out';
  isAdmin: boolean;
  /** Holds `analyst`: the read-only history and analytics screens of /admin (never Settings). */
  isAnalyst?: boolean;
  /** Signed in with a password but the TOTP step is still due. */
  needsMfa: boolean;
  /** The session was ended by this tab's own Logout (not by expiry or another tab). */
  signedOutHere?: boolean;
}

const analystMayOpen = (path: string) => ANALYST_NAV.some((item) => item.to === (path.replace(/\/+$/, '') || '/'));

/**
 * Where the visitor must go instead of this area, or null when they may stay (also null while loading).
 * Signed-out (or TOTP pending) → /auth, or home after this tab's Logout; an admin or analyst on client pages → /admin;
 * an analyst on an admin page outside ANALYST_NAV → /admin; anyone else on admin pages → /dashboard.
 */
export function redirectFor(area: ProtectedArea, visitor: Visitor, path = '/admin'): string | null {
  if (visitor.status === 'loading') return null;
  if (visitor.status === 'signed-out' && visitor.signedOutHere) return '/';
  if (visitor.status === 'signed-out' || visitor.needsMfa) return '/auth';
  const home = homeFor(visitor);
  const homeArea: ProtectedArea = home === '/admin' ? 'admin' : 'client';
  if (area !== 'account' && area !== homeArea) return home;
  if (area === 'admin' && !visitor.isAdmin && !analystMayOpen(path)) return '/admin';
  return null;
}
