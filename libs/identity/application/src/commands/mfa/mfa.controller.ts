import { Body, Controller, Delete, HttpCode, Param, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, SessionGuard } from '../../access/auth.guard';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { IpRateLimit } from '../../rate-limits/ip-rate-limit';
import type { AuthContext } from '../../sessions/access-tokens';
import { SessionReplies } from '../../sessions/session-replies';
import { MfaService } from './mfa.service';

@Controller('auth/v1/factors')
@UseFilters(AuthErrorFilter)
@UseGuards(SessionGuard)
export class MfaController {
  constructor(
    private readonly mfa: MfaService,
    private readonly replies: SessionReplies,
  ) {}

  /** POST /factors { factor_type: 'totp', friendly_name?, issuer? } → { id, type, friendly_name, totp: { qr_code, secret, uri } }. */
  @Post()
  @HttpCode(200)
  enroll(@CurrentUser() auth: AuthContext, @Body() body: { factor_type?: unknown; friendly_name?: unknown; issuer?: unknown } | undefined) {
    return this.mfa.enroll(auth, body?.factor_type, body?.friendly_name, body?.issuer);
  }

  @Post(':id/challenge')
  @IpRateLimit('mfa')
  @HttpCode(200)
  challenge(@CurrentUser() auth: AuthContext, @Param('id') factorId: string) {
    return this.mfa.challenge(auth, factorId);
  }

  @Post(':id/verify')
  @IpRateLimit('mfa')
  @HttpCode(200)
  async verify(
    @CurrentUser() auth: AuthContext,
    @Param('id') factorId: string,
    @Body() body: { challenge_id?: unknown; code?: unknown } | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const issued = await this.mfa.verify(auth, factorId, body?.challenge_id, body?.code);
    return this.replies.respond(issued, reply);
  }

  @Delete(':id')
  unenroll(@CurrentUser() auth: AuthContext, @Param('id') factorId: string) {
    return this.mfa.unenroll(auth, factorId);
  }
}
