import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type AccountApi, accountApi } from './api/account-api';
import type { AuthClient } from './api/auth-client';
import type { AuthChangeEvent, Session, User } from './api/auth-types';
import { authClient } from './api/browser-auth-client';
import { type SessionAccess, sessionAccess } from './api/session-access';

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

const AuthContext = createContext<{ client: AuthClient; account: AccountApi } | null>(null);

/** Shares the auth client; the session is restored only when a component first asks for it (public pages never do). */
export function AuthProvider({ children, client = authClient }: { children: ReactNode; client?: AuthClient }) {
  const value = useMemo(() => ({ client, account: accountApi(client) }), [client]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session, user, roles and auth actions; re-renders on every session event. */
export function useAuth(): AuthValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>.');
  const { client, account } = context;
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
