import { Controller, Delete, Get, HttpCode, Param, UseFilters, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionGuard } from '../../access/auth.guard';
import { AuthApiError } from '../../http/auth-api.error';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import type { AuthContext } from '../../sessions/access-tokens';
import { Sessions } from '../../sessions/sessions';

/** The caller's live sessions (devices), and ending any of them. Not part of GoTrue's API. */
@Controller('auth/v1/sessions')
@UseFilters(AuthErrorFilter)
@UseGuards(SessionGuard)
export class SessionsController {
  constructor(private readonly sessions: Sessions) {}

  @Get()
  async list(@CurrentUser() auth: AuthContext) {
    return (await this.sessions.listLive(auth.userId)).map((session) => ({
      id: session.id,
      created_at: session.createdAt,
      updated_at: session.refreshedAt,
      aal: session.aal,
      user_agent: session.userAgent,
      ip: session.ip,
      current: session.id === auth.sessionId,
    }));
  }

  @Delete(':id')
  @HttpCode(204)
  async revoke(@Param('id') id: string, @CurrentUser() auth: AuthContext): Promise<void> {
    const session = await this.sessions.get(id);
    if (!session || session.userId !== auth.userId || session.revokedAt) {
      throw new AuthApiError(404, 'session_not_found', 'Session not found');
    }
    await this.sessions.revoke(id);
  }
}
