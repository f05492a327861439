import { LIVE_UPDATE_EVENT } from '@receptionist/contracts';
import { io, type Socket } from 'socket.io-client';
import { readAccessTokenClaims } from '../auth/access-token-claims';
import { authClient } from '../auth/browser-auth-client';

/** After a refused handshake (the token was revoked or stale), a fresh token is fetched and the connection retried. */
const RETRY_AFTER_REFUSAL_MS = 2000;
/**
 * The server disconnects a socket when its access token expires, so a fresh token is presented on the open connection
 * this long before (the auth client refreshes a token within 5 s of its expiry); no update is missed meanwhile.
 */
const RENEW_BEFORE_EXPIRY_MS = 4000;
/** When the auth client could not refresh yet (offline), another try this much later. */
const RENEW_RETRY_MS = 1000;
const SESSION_REFRESH_EVENT = 'session:refresh';

export interface LiveConnectionEvents {
  onConnect(): void;
  onUpdate(update: unknown): void;
}

/**
 * One Socket.IO connection to the live channel that follows the signed-in session: every (re)connect sends the
 * current access token; a refreshed token is presented before the previous one expires; after the server ends the
 * connection (logout, revocation, expiry) or refuses it, the client reconnects with a fresh token, or without one
 * (receiving nothing) once signed out. Returns the stop function.
 */
export function openLiveConnection(events: LiveConnectionEvents): () => void {
  let stopped = false;
  let sentToken: string | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connection: Socket = io({
    path: '/socket.io',
    // A function, so every (re)connection sends the current access token (refreshed first when about to expire).
    auth: (send) => {
      authClient.getAccessToken().then(
        (token) => {
          sentToken = token;
          send(token ? { token } : {});
        },
        () => {
          sentToken = null;
          send({});
        },
      );
    },
  });

  function scheduleRenewal(token: string | null, delayMs?: number) {
    clearTimeout(renewTimer);
    const expiresAt = token ? readAccessTokenClaims(token)?.exp : undefined;
    if (!token || expiresAt === undefined) return;
    renewTimer = setTimeout(() => void renew(), delayMs ?? Math.max(0, expiresAt * 1000 - Date.now() - RENEW_BEFORE_EXPIRY_MS));
  }

  /** Presents the current access token on the open connection; a refusal ends it and the client reconnects. */
  async function renew(candidate?: string | null) {
    if (stopped || !connection.connected) return;
    const token = candidate !== undefined ? candidate : await authClient.getAccessToken().catch(() => sentToken);
    if (stopped || !connection.connected) return;
    if (!token) return reconnect();
    if (token === sentToken) return scheduleRenewal(token, RENEW_RETRY_MS);
    const answer = await connection
      .timeout(5000)
      .emitWithAck(SESSION_REFRESH_EVENT, token)
      .catch(() => null);
    if (stopped) return;
    if (answer?.ok) {
      sentToken = token;
      scheduleRenewal(token);
    } else if (answer === null) {
      scheduleRenewal(sentToken, RENEW_RETRY_MS);
    }
    // Refused: the server disconnects the socket, and the disconnect handler reconnects.
  }

  function reconnect() {
    if (stopped) return;
    clearTimeout(renewTimer);
    connection.disconnect();
    connection.connect();
  }

  connection.on('connect', () => {
    scheduleRenewal(sentToken);
    events.onConnect();
  });
  // Socket.IO reconnects by itself after network failures, but not after the server ended the connection.
  connection.on('disconnect', (reason) => {
    clearTimeout(renewTimer);
    if (reason === 'io server disconnect' && !stopped) connection.connect();
  });
  // A refused handshake is not retried by Socket.IO itself: refresh the session (a revoked one signs out), then retry.
  connection.on('connect_error', () => {
    if (connection.active || stopped) return;
    const refreshed = sentToken ? authClient.refreshSession().catch(() => null) : Promise.resolve(null);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void refreshed.then(() => !stopped && !connection.connected && connection.connect()), RETRY_AFTER_REFUSAL_MS);
  });
  connection.on(LIVE_UPDATE_EVENT, (update: unknown) => events.onUpdate(update));

  const stopListening = authClient.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') reconnect();
    else if ((event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') && session && session.access_token !== sentToken)
      void renew(session.access_token);
  });

  return () => {
    stopped = true;
    clearTimeout(renewTimer);
    clearTimeout(retryTimer);
    stopListening();
    connection.disconnect();
  };
}
