import { Body, Controller, HttpCode, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthApiError, validationFailed } from '../../http/auth-api.error';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { clientInfo } from '../../http/client-info';
import { readRefreshCookie } from '../../http/refresh-cookie';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import { SessionReplies } from '../../sessions/session-replies';
import { Sessions } from '../../sessions/sessions';
import { PasswordSignInService } from './password-sign-in.service';

/** Grant types that need an external identity provider, which this product does not have. */
const PROVIDER_GRANTS: Record<string, [string, string]> = {
  pkce: ['provider_disabled', 'PKCE flows need an OAuth provider; none is enabled'],
  id_token: ['provider_disabled', 'Sign-in with an ID token needs an OIDC provider; none is enabled'],
  web3: ['web3_provider_disabled', 'Web3 sign-in is not enabled'],
};

@Controller('auth/v1')
@UseFilters(AuthErrorFilter)
export class TokenController {
  constructor(
    private readonly passwordSignIn: PasswordSignInService,
    private readonly sessions: Sessions,
    private readonly limits: RateLimiter,
    private readonly replies: SessionReplies,
  ) {}

  /** POST /token?grant_type=password|refresh_token. The refresh token comes from the body or the HttpOnly cookie. */
  @Post('token')
  @HttpCode(200)
  async token(
    @Query('grant_type') grantType: string | undefined,
    @Body() body: { email?: unknown; password?: unknown; refresh_token?: unknown } | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const client = clientInfo(request);
    if (grantType === 'password') {
      return this.replies.respond(await this.passwordSignIn.signIn(body?.email, body?.password, client), reply);
    }
    if (grantType === 'refresh_token') {
      await this.limits.checkIp('refresh', client.ip);
      const fromBody = typeof body?.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null;
      const token = fromBody ?? readRefreshCookie(request);
      if (!token) throw new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      try {
        return this.replies.respond(await this.sessions.refresh(token), reply);
      } catch (error) {
        // A refused cookie can never work again: the browser drops it and the web app's hint with it.
        if (!fromBody && error instanceof AuthApiError && error.getStatus() < 500) this.replies.clearCookie(reply);
        throw error;
      }
    }
    const unsupported = PROVIDER_GRANTS[grantType ?? ''];
    if (unsupported) throw new AuthApiError(400, unsupported[0], unsupported[1]);
    throw validationFailed('unsupported_grant_type: use password or refresh_token');
  }
}
