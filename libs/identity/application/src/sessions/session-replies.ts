import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { IdentityConfig } from '../config/identity-config';
import { clearRefreshCookie, setRefreshCookie } from '../http/refresh-cookie';
import { IDENTITY_CONFIG } from '../identity.tokens';
import { toGoTrueUser } from '../users/gotrue-user';
import type { IssuedSession } from './sessions';

/** The endpoints' session answers and the refresh cookie that goes with them, its lifetime and Secure flag from the configuration. */
@Injectable()
export class SessionReplies {
  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  /** GoTrue's session JSON; the refresh token also goes into the HttpOnly cookie. */
  respond(issued: IssuedSession, reply: FastifyReply) {
    setRefreshCookie(reply, issued.refreshToken, this.config.sessionMaxLifetimeSeconds, this.config.secureCookies);
    return {
      access_token: issued.accessToken,
      token_type: 'bearer',
      // The token's lifetime from its `iat` (exp = iat + TTL), not from a second clock read that may fall a second later.
      expires_in: this.config.accessTokenTtlSeconds,
      expires_at: issued.expiresAt,
      refresh_token: issued.refreshToken,
      user: toGoTrueUser(issued.user),
    };
  }

  /** Expires the refresh cookie and the web app's hint. */
  clearCookie(reply: FastifyReply): void {
    clearRefreshCookie(reply, this.config.secureCookies);
  }
}
