import { Body, Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { clientInfo } from '../../http/client-info';
import { EmailChangeService } from './email-change.service';

/** POST /email-change/cancel { token_hash } (not in GoTrue): the stop link mailed to the old address of a change. */
@Controller('auth/v1/email-change')
@UseFilters(AuthErrorFilter)
export class EmailChangeController {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @Post('cancel')
  @HttpCode(200)
  async cancel(@Body() body: { token_hash?: unknown } | undefined, @Req() request: FastifyRequest) {
    await this.emailChanges.stop(body?.token_hash, clientInfo(request));
    return {};
  }
}
