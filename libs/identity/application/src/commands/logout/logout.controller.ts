import { Controller, HttpCode, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, SessionGuard } from '../../access/auth.guard';
import { validationFailed } from '../../http/auth-api.error';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import type { AuthContext } from '../../sessions/access-tokens';
import { SessionReplies } from '../../sessions/session-replies';
import { Sessions } from '../../sessions/sessions';

@Controller('auth/v1')
@UseFilters(AuthErrorFilter)
@UseGuards(SessionGuard)
export class LogoutController {
  constructor(
    private readonly sessions: Sessions,
    private readonly replies: SessionReplies,
  ) {}

  /** POST /logout?scope=global (default) | local | others: ends sessions; their refresh and access tokens stop working. */
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Query('scope') scope: string | undefined,
    @CurrentUser() auth: AuthContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const chosen = scope ?? 'global';
    if (chosen === 'global') await this.sessions.revokeAllOf(auth.userId);
    else if (chosen === 'local') await this.sessions.revoke(auth.sessionId);
    else if (chosen === 'others') await this.sessions.revokeAllOf(auth.userId, auth.sessionId);
    else throw validationFailed('scope must be global, local or others');
    if (chosen !== 'others') this.replies.clearCookie(reply);
  }
}
