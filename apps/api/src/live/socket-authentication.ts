import { type AccessTokens, assertAssurance, type AuthContext, UserAccounts, verifySocketHandshake } from '@receptionist/identity-application';
import type { UserState } from '@receptionist/identity-domain';
import type { Socket } from 'socket.io';
import { roomsForUser, sessionRoom } from './live-rooms';

export const SOCKET_UNAUTHORIZED = 'unauthorized';

/** What an authenticated socket carries: whose it is, which session, and until when its token is valid. */
export interface LiveSocketData {
  userId?: string;
  sessionId?: string;
  /** The access token's expiry, epoch milliseconds: the socket is disconnected then unless a fresh token came. */
  expiresAt?: number;
  /** The current access token, re-verified by the periodic check (session liveness, key rotation). */
  token?: string;
}

function presentsCredentials(socket: Socket): boolean {
  const token: unknown = socket.handshake.auth?.['token'];
  return (typeof token === 'string' && token !== '') || socket.handshake.headers.authorization !== undefined;
}

/** A token claiming a role its user no longer holds is stale: its holder must refresh to get the current roles. */
function claimsRevokedRole(auth: AuthContext, user: UserState): boolean {
  return auth.roles.some((role) => !user.roles.includes(role));
}

/** Verifies a token for the live channel: valid, of a live session, of an existing user, at the required assurance, not stale. */
export async function authorizeLiveToken(
  accessTokens: AccessTokens,
  accounts: Pick<UserAccounts, 'load'>,
  token: string,
): Promise<{ auth: AuthContext; user: UserState }> {
  const auth = await verifySocketHandshake(accessTokens, { auth: { token }, headers: {} });
  return { auth, user: await checkUser(accounts, auth) };
}

async function checkUser(accounts: Pick<UserAccounts, 'load'>, auth: AuthContext): Promise<UserState> {
  const user = await accounts.load(auth.userId);
  if (!user.exists || claimsRevokedRole(auth, user)) throw new Error(SOCKET_UNAUTHORIZED);
  assertAssurance(user, auth);
  return user;
}

/** Puts the socket in exactly the rooms its (new) token allows, and records the token's session and expiry. */
export async function applyLiveAccess(socket: Socket, token: string, auth: AuthContext, user: UserState): Promise<void> {
  const rooms = [sessionRoom(auth.sessionId), ...roomsForUser({ userId: auth.userId, roles: user.roles })];
  for (const room of socket.rooms) if (room !== socket.id && !rooms.includes(room)) socket.leave(room);
  const data = socket.data as LiveSocketData;
  Object.assign(data, { userId: auth.userId, sessionId: auth.sessionId, expiresAt: auth.claims.exp * 1000, token } satisfies LiveSocketData);
  await socket.join(rooms);
}

/**
 * Socket.IO middleware: the handshake's access token (`auth: { token }` or an Authorization header) decides the
 * rooms, joined before the connection is accepted, so no update is missed between connect and join. Without
 * credentials a socket connects but joins nothing; with an invalid, expired, revoked or stale token the connection is
 * refused (`connect_error` with message `unauthorized`). Roles are read from the user's stream, as AdminGuard does; a
 * user with a verified authenticator needs an aal2 token. Every authenticated socket also joins `session:<id>`, so
 * ending a session disconnects its sockets in one call (live-access-watch.ts).
 */
export function authenticateSockets(accessTokens: AccessTokens, accounts: UserAccounts) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    if (!presentsCredentials(socket)) return next();
    try {
      const token = handshakeToken(socket);
      const { auth, user } = await authorizeLiveToken(accessTokens, accounts, token);
      await applyLiveAccess(socket, token, auth, user);
      next();
    } catch {
      next(new Error(SOCKET_UNAUTHORIZED));
    }
  };
}

function handshakeToken(socket: Socket): string {
  const fromAuth: unknown = socket.handshake.auth?.['token'];
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  return (socket.handshake.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
}
