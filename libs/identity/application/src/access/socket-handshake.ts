import { bearerToken } from '../http/client-info';
import { noAuthorization } from '../http/auth-api.error';
import type { AccessTokens, AuthContext } from '../sessions/access-tokens';

export interface SocketHandshakeLike {
  auth?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** Verifies a Socket.IO handshake's access token (`auth: { token }` or an Authorization header). */
export async function verifySocketHandshake(accessTokens: AccessTokens, handshake: SocketHandshakeLike): Promise<AuthContext> {
  const fromAuth = handshake.auth?.['token'];
  const token = typeof fromAuth === 'string' && fromAuth ? fromAuth : bearerToken({ headers: handshake.headers } as never);
  if (!token) throw noAuthorization();
  return accessTokens.verify(token);
}
