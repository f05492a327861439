import { useEffect, useMemo, useState } from 'react';
import { type AccountApi, accountApi } from './account-api';
import type { AuthClient } from './auth-client';
import type { AuthChangeEvent, Session, User } from './auth-types';
import { authClient } from './browser-auth-client';
import { type SessionAccess, sessionAccess } from './session-access';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthValue extends SessionAccess {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** The last session event observed (null before INITIAL_SESSION). */
  lastEvent: AuthChangeEvent | null;
  client: AuthClient;
  account: AccountApi;
}

const defaultAccount = accountApi(authClient);

/**
 * The session, user, roles and auth actions of the app's one auth client; re-renders on every session event. The
 * first component that asks restores the session (public pages never do, so they make no auth request).
 */
export function useAuth(client: AuthClient = authClient): AuthValue {
  const account = useMemo(() => (client === authClient ? defaultAccount : accountApi(client)), [client]);
  const [state, setState] = useState<{ session: Session | null; lastEvent: AuthChangeEvent | null }>(() => ({
    session: client.currentSession,
    lastEvent: null,
  }));

  useEffect(() => {
    const unsubscribe = client.onAuthStateChange((event, session) => setState({ session, lastEvent: event }));
    void client.initialize();
    return unsubscribe;
  }, [client]);

  return useMemo(() => {
    const status: AuthStatus = state.lastEvent === null ? 'loading' : state.session ? 'signed-in' : 'signed-out';
    return { ...sessionAccess(state.session), ...state, status, user: state.session?.user ?? null, client, account };
  }, [state, client, account]);
}
