import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SignInMethod, UserState } from '@receptionist/identity-domain';
import type { IdentityConfig } from '../config/identity-config';
import { SecretBox } from '../crypto/secret-box';
import { randomToken, sha256Hex } from '../crypto/secrets';
import { AuthApiError } from '../http/auth-api.error';
import type { ClientInfo } from '../http/client-info';
import { IDENTITY_CONFIG, OPERATIONAL_STORE } from '../identity.tokens';
import type { Aal, OperationalStore, RefreshTokenRecord, SessionRecord } from '../operational-store/operational-store.port';
import { UserAccounts } from '../users/user-accounts';
import { AccessTokens } from './access-tokens';
import { isSessionLive } from './session-liveness';
import { SessionEvents } from './session-events';
import { CommandBus } from '@nestjs/cqrs';
import { RecordSignInCommand } from '../commands/record-sign-in/record-sign-in.command';

/** A signed-in session as the token endpoints answer it, plus the user's state. */
export interface IssuedSession {
  session: SessionRecord;
  user: UserState;
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
}

const refreshError = (code: string, message: string) => new AuthApiError(400, code, `Invalid Refresh Token: ${message}`);

/** How far down a chain a reused token inside the grace window may look for the live token. */
const MAX_CHAIN_WALK = 20;

/**
 * Sessions and rotating refresh tokens (hashed). A token's successor is derived from it under the server key
 * (HMAC), so a rotated token presented again within the grace window is answered with the same successor, or its
 * current descendant, instead of forking a second chain; nothing but hashes is stored.
 */
@Injectable()
export class Sessions {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OPERATIONAL_STORE) private readonly store: Pick<OperationalStore, 'sessions' | 'refreshTokens'>,
    private readonly accounts: UserAccounts,
    private readonly accessTokens: AccessTokens,
    private readonly events: SessionEvents,
    private readonly commands: CommandBus,
    private readonly box: SecretBox,
  ) {}

  private successorOf(refreshToken: string): string {
    return this.box.mac('refresh-token-successor', refreshToken);
  }

  /** Starts a session at aal1 and records the sign-in in the user's stream (audit). */
  async start(user: UserState, method: SignInMethod, client: ClientInfo, now = new Date()): Promise<IssuedSession> {
    const at = now.toISOString();
    const session: SessionRecord = {
      id: randomUUID(),
      userId: user.userId,
      aal: 'aal1',
      factorId: null,
      amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
      createdAt: at,
      refreshedAt: at,
      userAgent: client.userAgent,
      ip: client.ip,
      revokedAt: null,
    };
    await this.store.sessions.create(session);
    const signedIn = await this.commands.execute(new RecordSignInCommand(user.userId, { sessionId: session.id, method }));
    return this.issue(signedIn, session, now);
  }

  /** New access and refresh tokens for an existing session (after an MFA step-up, for example). */
  async issue(user: UserState, session: SessionRecord, now = new Date(), refreshToken = randomToken()): Promise<IssuedSession> {
    await this.storeRefreshToken(refreshToken, session, now);
    const { token, expiresAt } = this.accessTokens.issue(user, session, now);
    return { session, user, accessToken: token, expiresAt, refreshToken };
  }

  /** Stores a token's hash; a successor already stored by a concurrent refresh is kept as it is. */
  private async storeRefreshToken(refreshToken: string, session: Pick<SessionRecord, 'id' | 'userId'>, now: Date): Promise<void> {
    const record: RefreshTokenRecord = {
      tokenHash: sha256Hex(refreshToken),
      sessionId: session.id,
      userId: session.userId,
      createdAt: now.toISOString(),
      rotatedAt: null,
    };
    await this.store.refreshTokens.insert(record).catch(async (error: unknown) => {
      if (!(await this.store.refreshTokens.get(record.tokenHash))) throw error;
    });
  }

  /** The live token of the chain after a rotated token: its successor, or the successor's successor, and so on. */
  private async liveDescendant(rotatedToken: string, session: SessionRecord, now: Date): Promise<string> {
    let candidate = this.successorOf(rotatedToken);
    for (let depth = 0; depth < MAX_CHAIN_WALK; depth++) {
      const record = await this.store.refreshTokens.get(sha256Hex(candidate));
      if (!record) {
        // The request that rotated the parent has not stored the successor yet: store it, both answer the same.
        await this.storeRefreshToken(candidate, session, now);
        return candidate;
      }
      if (record.sessionId !== session.id) break;
      if (record.rotatedAt === null) return candidate;
      candidate = this.successorOf(candidate);
    }
    throw refreshError('refresh_token_already_used', 'Already Used');
  }

  async elevate(sessionId: string, aal: Aal, factorId: string, method: string, now = new Date()): Promise<SessionRecord> {
    const session = await this.store.sessions.get(sessionId);
    if (!session) throw new AuthApiError(401, 'session_not_found', 'Session not found');
    const amr = [...session.amr, { method, timestamp: Math.floor(now.getTime() / 1000) }];
    await this.store.sessions.update(sessionId, { aal, factorId, amr });
    return { ...session, aal, factorId, amr };
  }

  /**
   * Rotates a refresh token. A token already rotated is accepted again only within the grace period (concurrent
   * tabs); later, its reuse means it was stolen or replayed, and the whole session ends.
   */
  async refresh(refreshToken: string, now = new Date()): Promise<IssuedSession> {
    const record = await this.store.refreshTokens.get(sha256Hex(refreshToken));
    if (!record) throw refreshError('refresh_token_not_found', 'Refresh Token Not Found');
    const session = await this.store.sessions.get(record.sessionId);
    if (!session || session.revokedAt) throw refreshError('session_not_found', 'Session Not Found');
    if (!isSessionLive(session, this.config, now)) throw refreshError('session_expired', 'Session Expired');
    const rotatedNow = record.rotatedAt === null && (await this.store.refreshTokens.markRotated(record.tokenHash, now.toISOString()));
    let next = this.successorOf(refreshToken);
    if (!rotatedNow) {
      const rotatedAt = (await this.store.refreshTokens.get(record.tokenHash))?.rotatedAt ?? now.toISOString();
      if (now.getTime() - Date.parse(rotatedAt) > this.config.refreshReuseGraceSeconds * 1000) {
        await this.store.sessions.revoke(session.id, now.toISOString());
        this.events.sessionsEnded({ userId: session.userId, sessionId: session.id });
        throw refreshError('refresh_token_already_used', 'Already Used');
      }
      // Another tab rotated it a moment ago: answer with that tab's token (or its current descendant), no new chain.
      next = await this.liveDescendant(refreshToken, session, now);
    }
    await this.store.sessions.update(session.id, { refreshedAt: now.toISOString() });
    const user = await this.accounts.load(session.userId);
    if (!user.exists) throw refreshError('user_not_found', 'User Not Found');
    return this.issue(user, { ...session, refreshedAt: now.toISOString() }, now, next);
  }

  async get(sessionId: string): Promise<SessionRecord | null> {
    return this.store.sessions.get(sessionId);
  }

  async listLive(userId: string, now = new Date()): Promise<SessionRecord[]> {
    return (await this.store.sessions.listLive(userId)).filter((session) => isSessionLive(session, this.config, now));
  }

  async revoke(sessionId: string, now = new Date()): Promise<boolean> {
    const revoked = await this.store.sessions.revoke(sessionId, now.toISOString());
    const session = revoked ? await this.store.sessions.get(sessionId) : null;
    if (session) this.events.sessionsEnded({ userId: session.userId, sessionId });
    return revoked;
  }

  async revokeAllOf(userId: string, exceptSessionId?: string, now = new Date()): Promise<number> {
    const revoked = await this.store.sessions.revokeAllOf(userId, now.toISOString(), exceptSessionId);
    this.events.sessionsEnded({ userId, allExcept: exceptSessionId ?? null });
    return revoked;
  }
}
