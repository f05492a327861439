import type { FastifyReply } from 'fastify';
import type { IdentityConfig } from '../config/identity-config';
import { setRefreshCookie } from '../http/refresh-cookie';
import { toGoTrueUser } from '../users/gotrue-user';
import type { IssuedSession } from './sessions';

/** GoTrue's session JSON; the refresh token also goes into the HttpOnly cookie. */
export function sessionResponse(issued: IssuedSession, config: IdentityConfig, reply: FastifyReply) {
  setRefreshCookie(reply, issued.refreshToken, config.sessionMaxLifetimeSeconds, config.secureCookies);
  return {
    access_token: issued.accessToken,
    token_type: 'bearer',
    // The token's lifetime from its `iat` (exp = iat + TTL), not from a second clock read that may fall a second later.
    expires_in: config.accessTokenTtlSeconds,
    expires_at: issued.expiresAt,
    refresh_token: issued.refreshToken,
    user: toGoTrueUser(issued.user),
  };
}
