import { type AccessTokens, assertAssurance, UserAccounts, verifySocketHandshake } from '@receptionist/identity-application';
import type { Socket } from 'socket.io';
import { roomsForUser } from './live-rooms';

export const SOCKET_UNAUTHORIZED = 'unauthorized';

function presentsCredentials(socket: Socket): boolean {
  const token: unknown = socket.handshake.auth?.['token'];
  return (typeof token === 'string' && token !== '') || socket.handshake.headers.authorization !== undefined;
}

/**
 * Socket.IO middleware: the handshake's access token (`auth: { token }` or an Authorization header) decides the
 * rooms, joined before the connection is accepted, so no update is missed between connect and join. Without
 * credentials a socket connects but joins nothing; with an invalid or expired token the connection is refused
 * (`connect_error` with message `unauthorized`). Roles are read from the user's stream, as AdminGuard does; a user with a verified authenticator needs an aal2 token.
 */
export function authenticateSockets(accessTokens: AccessTokens, accounts: UserAccounts) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    if (!presentsCredentials(socket)) return next();
    try {
      const auth = await verifySocketHandshake(accessTokens, socket.handshake);
      const user = await accounts.load(auth.userId);
      assertAssurance(user, auth);
      socket.data.userId = auth.userId;
      await socket.join(roomsForUser({ userId: auth.userId, roles: user.roles }));
      next();
    } catch {
      next(new Error(SOCKET_UNAUTHORIZED));
    }
  };
}
