import { Body, Controller, HttpCode, Post, UseFilters } from '@nestjs/common';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { IpRateLimit } from '../../rate-limits/ip-rate-limit';
import { EmailChangeService } from './email-change.service';

/** POST /email-change/cancel { token_hash } (not in GoTrue): the stop link mailed to the old address of a change. */
@Controller('auth/v1/email-change')
@UseFilters(AuthErrorFilter)
export class EmailChangeController {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @Post('cancel')
  @IpRateLimit('email-change-cancel')
  @HttpCode(200)
  async cancel(@Body() body: { token_hash?: unknown } | undefined) {
    await this.emailChanges.stop(body?.token_hash);
    return {};
  }
}
