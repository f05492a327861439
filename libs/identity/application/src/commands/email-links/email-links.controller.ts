import { Body, Controller, Get, HttpCode, Post, Query, UseFilters, UseGuards } from '@nestjs/common';
import { CurrentUser, SessionGuard } from '../../access/auth.guard';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { IpRateLimit } from '../../rate-limits/ip-rate-limit';
import type { AuthContext } from '../../sessions/access-tokens';
import { EmailLinksService } from './email-links.service';

type EmailBody = { email?: unknown; type?: unknown; redirect_to?: unknown; options?: { email_redirect_to?: unknown } } | undefined;

const redirectOf = (query: string | undefined, body: EmailBody) => query ?? body?.redirect_to ?? body?.options?.email_redirect_to;

@Controller('auth/v1')
@UseFilters(AuthErrorFilter)
export class EmailLinksController {
  constructor(private readonly links: EmailLinksService) {}

  @Post('recover')
  @IpRateLimit('recover')
  @HttpCode(200)
  async recover(@Body() body: EmailBody, @Query('redirect_to') redirectTo: string | undefined) {
    await this.links.recover(body?.email, redirectOf(redirectTo, body));
    return {};
  }

  @Post('otp')
  @IpRateLimit('otp')
  @HttpCode(200)
  async otp(@Body() body: EmailBody, @Query('redirect_to') redirectTo: string | undefined) {
    await this.links.magicLink(body?.email, redirectOf(redirectTo, body));
    return { message_id: null };
  }

  @Post('resend')
  @IpRateLimit('resend')
  @HttpCode(200)
  async resend(@Body() body: EmailBody, @Query('redirect_to') redirectTo: string | undefined) {
    await this.links.resend(body?.type, body?.email, redirectOf(redirectTo, body));
    return { message_id: null };
  }

  @Get('reauthenticate')
  @UseGuards(SessionGuard)
  @IpRateLimit('reauthenticate')
  async reauthenticate(@CurrentUser() auth: AuthContext) {
    await this.links.reauthenticate(auth);
    return {};
  }
}
