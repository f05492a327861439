import { Body, Controller, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { clientInfo } from '../../http/client-info';
import { IpRateLimit } from '../../rate-limits/ip-rate-limit';
import { SessionReplies } from '../../sessions/session-replies';
import { type VerifyRequest, VerifyService } from './verify.service';

@Controller('auth/v1')
@UseFilters(AuthErrorFilter)
export class VerifyController {
  constructor(
    private readonly verifications: VerifyService,
    private readonly replies: SessionReplies,
  ) {}

  /** POST /verify { type, token_hash } or { type, token, email } → a session (signup, recovery, magiclink, email_change). */
  @Post('verify')
  @IpRateLimit('verify')
  @HttpCode(200)
  async verify(@Body() body: VerifyRequest | undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.replies.respond(await this.verifications.verify(body ?? {}, clientInfo(request)), reply);
  }
}
