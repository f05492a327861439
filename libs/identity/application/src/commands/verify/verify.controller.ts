import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityConfig } from '../../config/identity-config';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { clientInfo } from '../../http/client-info';
import { IDENTITY_CONFIG } from '../../identity.tokens';
import { sessionResponse } from '../../sessions/session-response';
import { type VerifyRequest, VerifyService } from './verify.service';

@Controller('auth/v1')
@UseFilters(AuthErrorFilter)
export class VerifyController {
  constructor(
    private readonly verifications: VerifyService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** POST /verify { type, token_hash } or { type, token, email } → a session (signup, recovery, magiclink, email_change). */
  @Post('verify')
  @HttpCode(200)
  async verify(@Body() body: VerifyRequest | undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return sessionResponse(await this.verifications.verify(body ?? {}, clientInfo(request)), this.config, reply);
  }
}
