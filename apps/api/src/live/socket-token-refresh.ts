import type { AccessTokens, UserAccounts } from '@receptionist/identity-application';
import type { Server, Socket } from 'socket.io';
import { applyLiveAccess, authorizeLiveToken, type LiveSocketData, SOCKET_UNAUTHORIZED } from './socket-authentication';

/** Client → server: `(accessToken, ack)`, a fresh access token for a connected socket, sent before the old one expires. */
export const SESSION_REFRESH_EVENT = 'session:refresh';

type SessionRefreshAnswer = { ok: true; expires_at: number } | { ok: false; error: string };

/**
 * A connected socket may present the user's refreshed access token, so a long-lived connection outlives its first
 * token without a gap in updates. The token must be valid and of the same user; the socket's rooms follow it (an
 * admin whose role was revoked leaves `admin`). Anything else is answered `unauthorized` and the socket is disconnected.
 */
export function acceptTokenRefreshes(server: Server, accessTokens: AccessTokens, accounts: UserAccounts): void {
  server.on('connection', (socket: Socket) => {
    socket.on(SESSION_REFRESH_EVENT, async (token: unknown, ack: unknown) => {
      const answer = (reply: SessionRefreshAnswer) => {
        if (typeof ack === 'function') ack(reply);
      };
      const data = socket.data as LiveSocketData;
      try {
        if (typeof token !== 'string' || !data.userId) throw new Error(SOCKET_UNAUTHORIZED);
        const { auth, user } = await authorizeLiveToken(accessTokens, accounts, token);
        if (auth.userId !== data.userId) throw new Error(SOCKET_UNAUTHORIZED);
        await applyLiveAccess(socket, token, auth, user);
        answer({ ok: true, expires_at: auth.claims.exp });
      } catch {
        answer({ ok: false, error: SOCKET_UNAUTHORIZED });
        socket.disconnect(true);
      }
    });
  });
}
