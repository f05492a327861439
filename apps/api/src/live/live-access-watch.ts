import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { AccessTokens, SessionEvents, type SessionsEnded, UserAccounts } from '@receptionist/identity-application';
import type { UserState } from '@receptionist/identity-domain';
import type { Server } from 'socket.io';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { sessionRoom, userRoom } from './live-rooms';
import { authorizeLiveToken, type LiveSocketData } from './socket-authentication';

/**
 * Keeps the live channel to those still entitled to it. Sessions ended in this process (logout, revocation, password
 * change, refresh-token reuse) disconnect their sockets at once through their `session:<id>` rooms. A periodic check
 * covers the rest: an expired access token, a session ended by another process, a role revoked (the token then claims
 * a role its user no longer has), a new MFA requirement. A disconnected client reconnects with a fresh token.
 */
@Injectable()
export class LiveAccessWatch implements OnModuleDestroy {
  private server: Server | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  private checking = false;

  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly accounts: UserAccounts,
    private readonly sessionEvents: SessionEvents,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Re-checks every `live.accessCheckIntervalMs` (LIVE_ACCESS_CHECK_INTERVAL_MS). */
  attach(server: Server, intervalMs = this.config.live.accessCheckIntervalMs): void {
    this.server = server;
    this.unsubscribe = this.sessionEvents.onSessionsEnded((ended) => this.disconnectEnded(ended));
    this.timer = setInterval(() => void this.checkAll(), intervalMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    this.timer = null;
    this.unsubscribe = null;
  }

  private disconnectEnded(ended: SessionsEnded): void {
    if (!this.server) return;
    if ('sessionId' in ended) this.server.in(sessionRoom(ended.sessionId)).disconnectSockets(true);
    else if (ended.allExcept) this.server.in(userRoom(ended.userId)).except(sessionRoom(ended.allExcept)).disconnectSockets(true);
    else this.server.in(userRoom(ended.userId)).disconnectSockets(true);
  }

  /** Re-checks every authenticated socket; one token and one user are checked once per round. */
  async checkAll(now = Date.now()): Promise<void> {
    if (this.checking || !this.server) return;
    this.checking = true;
    try {
      const users = new Map<string, Promise<UserState>>();
      const loadOnce = {
        load: (userId: string): Promise<UserState> => {
          const loaded = users.get(userId) ?? this.accounts.load(userId);
          users.set(userId, loaded);
          return loaded;
        },
      };
      const verdicts = new Map<string, Promise<boolean>>();
      for (const socket of await this.server.fetchSockets()) {
        const { token, expiresAt } = socket.data as LiveSocketData;
        if (!token) continue;
        if (expiresAt === undefined || expiresAt <= now) {
          socket.disconnect(true);
          continue;
        }
        if (!verdicts.has(token))
          verdicts.set(
            token,
            authorizeLiveToken(this.accessTokens, loadOnce, token).then(
              () => true,
              () => false,
            ),
          );
        // The socket may have presented a fresh token meanwhile: only the token that failed the check counts.
        if (!(await verdicts.get(token)) && (socket.data as LiveSocketData).token === token) socket.disconnect(true);
      }
    } finally {
      this.checking = false;
    }
  }
}
