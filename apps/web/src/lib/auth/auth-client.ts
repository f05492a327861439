import { AuthError, sessionMissing } from './auth-error';
import { authFetch, type AuthRequest } from './auth-http';
import type { AuthChangeEvent, AuthStateListener, EmailOtpType, Session, SignOutScope, User } from './auth-types';
import { retryWithBackoff, sleep, type Sleep } from './retry-with-backoff';
import { type TabChannel, type TabMessage, withTabLock } from './tab-sync';

export const REFRESH_TICK_MS = 30_000;
/** The tick refreshes a session that expires within three ticks, as GoTrue's client does. */
export const REFRESH_MARGIN_MS = 3 * REFRESH_TICK_MS;
/** A token this close to expiry is refreshed before it is sent. */
const TOKEN_SKEW_MS = 5_000;

interface AuthClientDeps {
  fetch: typeof fetch;
  tabs: TabChannel | null;
  lock: <T>(task: () => Promise<T>) => Promise<T>;
  now: () => number;
  sleep: Sleep;
  /** False when no refresh cookie can exist (the session hint cookie is absent): start signed out without asking. */
  mayHaveSession: () => boolean;
}

type RawSession = Session & { refresh_token?: string };

/**
 * A GoTrue-like client of /auth/v1. The access token stays in memory; the refresh token stays in the HttpOnly cookie.
 * A load or a new tab starts with a cookie refresh (INITIAL_SESSION) when a session may exist; a 30 s tick refreshes before expiry; failed
 * refreshes retry with backoff; tabs share new sessions and sign-outs.
 */
export class AuthClient {
  private session: Session | null = null;
  private initialized: Promise<Session | null> | null = null;
  private ready = false;
  private refreshing: Promise<Session | null> | null = null;
  private endedByThisTab = false;
  private readonly listeners = new Set<AuthStateListener>();
  private readonly deps: AuthClientDeps;

  constructor(deps: Partial<AuthClientDeps> & Pick<AuthClientDeps, 'fetch'>) {
    this.deps = { tabs: null, lock: withTabLock, now: Date.now, sleep, mayHaveSession: () => true, ...deps };
  }

  /** Restores the session from the cookie once; later calls return the same answer. */
  initialize(): Promise<Session | null> {
    this.initialized ??= this.restore();
    return this.initialized;
  }

  /** Listens to session changes; a listener added after start-up first receives INITIAL_SESSION. */
  onAuthStateChange(listener: AuthStateListener): () => void {
    this.listeners.add(listener);
    if (this.ready) void Promise.resolve().then(() => this.listeners.has(listener) && listener('INITIAL_SESSION', this.session));
    return () => this.listeners.delete(listener);
  }

  get currentSession(): Session | null {
    return this.session;
  }

  /** True once this tab's own signOut ended the session (until the next session), as opposed to expiry or another tab. */
  get signedOutHere(): boolean {
    return this.endedByThisTab && !this.session;
  }

  /** A valid access token (refreshed first when about to expire), or null when signed out. For GraphQL and Socket.IO. */
  async getAccessToken(): Promise<string | null> {
    await this.initialize();
    if (this.session && this.expiresWithin(TOKEN_SKEW_MS)) await this.refreshSession();
    return this.session?.access_token ?? null;
  }

  async signUp(input: { email: string; password: string; fullName: string; redirectTo?: string }): Promise<User> {
    const body = { email: input.email, password: input.password, data: { full_name: input.fullName }, redirect_to: input.redirectTo };
    const answer = await authFetch<RawSession | User>(this.deps.fetch, '/signup', { method: 'POST', body });
    if ('access_token' in answer) {
      this.setSession(answer, 'SIGNED_IN');
      return answer.user;
    }
    return answer;
  }

  async signInWithPassword(email: string, password: string): Promise<Session> {
    const session = await authFetch<RawSession>(this.deps.fetch, '/token?grant_type=password', { method: 'POST', body: { email, password } });
    return this.setSession(session, 'SIGNED_IN');
  }

  /** The landing of a mailed link: a recovery link starts a PASSWORD_RECOVERY session, the others SIGNED_IN. */
  async verifyOtp(type: EmailOtpType, tokenHash: string): Promise<Session> {
    const session = await authFetch<RawSession>(this.deps.fetch, '/verify', { method: 'POST', body: { type, token_hash: tokenHash } });
    return this.setSession(session, type === 'recovery' ? 'PASSWORD_RECOVERY' : 'SIGNED_IN');
  }

  async resetPasswordForEmail(email: string, redirectTo?: string): Promise<void> {
    await authFetch(this.deps.fetch, '/recover', { method: 'POST', body: { email, redirect_to: redirectTo } });
  }

  /** Ends sessions on the server (global by default, as GoTrue) and forgets this one in every tab. */
  async signOut(scope: SignOutScope = 'global'): Promise<void> {
    const token = await this.getAccessToken();
    try {
      if (token) await authFetch(this.deps.fetch, `/logout?scope=${scope}`, { method: 'POST', accessToken: token });
    } catch (error) {
      if (!(error instanceof AuthError && error.endsSession)) throw error;
    }
    if (scope !== 'others') {
      this.endedByThisTab = true;
      this.clear(true);
    }
  }

  /** One refresh at a time (in this tab, and across tabs by a lock); network failures retry with backoff. */
  refreshSession(): Promise<Session | null> {
    this.refreshing ??= this.refreshOnce('TOKEN_REFRESHED').finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** An authorized call; when the server no longer knows the token, one refresh and one retry, else signed out. */
  async request<T>(path: string, request: Omit<AuthRequest, 'accessToken'> = {}): Promise<T> {
    const token = await this.getAccessToken();
    if (!token) throw sessionMissing();
    try {
      return await authFetch<T>(this.deps.fetch, path, { ...request, accessToken: token });
    } catch (error) {
      if (!(error instanceof AuthError && error.status === 401)) throw error;
      const renewed = await this.refreshSession();
      if (!renewed) throw sessionMissing();
      return authFetch<T>(this.deps.fetch, path, { ...request, accessToken: renewed.access_token });
    }
  }

  /** Adopts a session the server just issued (sign-in, verify, MFA) and tells listeners and the other tabs. */
  setSession(raw: RawSession, event: AuthChangeEvent): Session {
    const { refresh_token: _dropped, ...session } = raw;
    this.session = session;
    this.endedByThisTab = false;
    this.emit(event);
    this.deps.tabs?.post({ type: 'session', event, session });
    return session;
  }

  /** Replaces the user of the current session (after PUT /user). */
  updateSessionUser(user: User): void {
    if (this.session) this.setSession({ ...this.session, user }, 'USER_UPDATED');
  }

  private async restore(): Promise<Session | null> {
    this.deps.tabs?.listen((message) => this.receive(message));
    setInterval(() => void this.tick(), REFRESH_TICK_MS);
    if (this.deps.mayHaveSession()) await this.refreshOnce('INITIAL_SESSION');
    else this.emit('INITIAL_SESSION');
    this.ready = true;
    return this.session;
  }

  private async tick(): Promise<void> {
    if (this.session && this.expiresWithin(REFRESH_MARGIN_MS)) await this.refreshSession().catch(() => undefined);
  }

  private async refreshOnce(event: 'INITIAL_SESSION' | 'TOKEN_REFRESHED'): Promise<Session | null> {
    const tokenBefore = this.session?.access_token;
    return this.deps.lock(async () => {
      // Another tab may have refreshed while this one waited for the lock: its session arrived by the channel.
      if (event === 'TOKEN_REFRESHED' && this.session && this.session.access_token !== tokenBefore && !this.expiresWithin(TOKEN_SKEW_MS)) {
        return this.session;
      }
      try {
        const raw = await retryWithBackoff(
          () => authFetch<RawSession>(this.deps.fetch, '/token?grant_type=refresh_token', { method: 'POST', body: {} }),
          (error) => error instanceof AuthError && error.isRetryable,
          this.deps.sleep,
        );
        return this.setSession(raw, event);
      } catch (error) {
        if (!(error instanceof AuthError) || error.isRetryable) {
          if (event === 'INITIAL_SESSION') this.emit(event);
          return this.session;
        }
        if (event === 'INITIAL_SESSION') this.emit(event);
        else this.clear(true);
        return null;
      }
    });
  }

  private receive(message: TabMessage): void {
    if (message.type === 'signed-out') {
      if (this.session) this.clear(false);
      return;
    }
    const event = this.session ? message.event : 'SIGNED_IN';
    this.session = message.session;
    this.emit(event === 'INITIAL_SESSION' ? 'TOKEN_REFRESHED' : event);
  }

  private clear(tellOtherTabs: boolean): void {
    this.session = null;
    this.emit('SIGNED_OUT');
    if (tellOtherTabs) this.deps.tabs?.post({ type: 'signed-out' });
  }

  private expiresWithin(ms: number): boolean {
    return !!this.session && this.session.expires_at * 1000 - this.deps.now() < ms;
  }

  private emit(event: AuthChangeEvent): void {
    for (const listener of [...this.listeners]) listener(event, this.session);
  }
}
