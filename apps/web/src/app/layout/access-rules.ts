/** Which pages a route belongs to (spec section 6). `account` pages are open to every signed-in user. */
export type ProtectedArea = 'client' | 'admin' | 'account';

export interface Visitor {
  status: 'loading' | 'signed-in' | 'signed-out';
  isAdmin: boolean;
  /** Signed in with a password but the TOTP step is still due. */
  needsMfa: boolean;
  /** The session was ended by this tab's own Logout (not by expiry or another tab). */
  signedOutHere?: boolean;
}

/**
 * Where the visitor must go instead of this area, or null when they may stay (also null while loading).
 * Signed-out (or TOTP pending) → /auth, or home after this tab's Logout; an admin on client pages → /admin; a
 * non-admin on admin pages → /dashboard.
 */
export function redirectFor(area: ProtectedArea, visitor: Visitor): string | null {
  if (visitor.status === 'loading') return null;
  if (visitor.status === 'signed-out' && visitor.signedOutHere) return '/';
  if (visitor.status === 'signed-out' || visitor.needsMfa) return '/auth';
  if (area === 'client' && visitor.isAdmin) return '/admin';
  if (area === 'admin' && !visitor.isAdmin) return '/dashboard';
  return null;
}
