import { Body, Controller, Get, HttpCode, Post, Query, Req, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, SessionGuard } from '../../access/auth.guard';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { clientInfo } from '../../http/client-info';
import type { AuthContext } from '../../sessions/access-tokens';
import { EmailLinksService } from './email-links.service';

type EmailBody = { email?: unknown; type?: unknown; redirect_to?: unknown; options?: { email_redirect_to?: unknown } } | undefined;

const redirectOf = (query: string | undefined, body: EmailBody) => query ?? body?.redirect_to ?? body?.options?.email_redirect_to;

@Controller('auth/v1')
@UseFilters(AuthErrorFilter)
export class EmailLinksController {
  constructor(private readonly links: EmailLinksService) {}

  @Post('recover')
  @HttpCode(200)
  async recover(@Body() body: EmailBody, @Query('redirect_to') redirectTo: string | undefined, @Req() request: FastifyRequest) {
    await this.links.recover(body?.email, redirectOf(redirectTo, body), clientInfo(request));
    return {};
  }

  @Post('otp')
  @HttpCode(200)
  async otp(@Body() body: EmailBody, @Query('redirect_to') redirectTo: string | undefined, @Req() request: FastifyRequest) {
    await this.links.magicLink(body?.email, redirectOf(redirectTo, body), clientInfo(request));
    return { message_id: null };
  }

  @Post('resend')
  @HttpCode(200)
  async resend(@Body() body: EmailBody, @Query('redirect_to') redirectTo: string | undefined, @Req() request: FastifyRequest) {
    await this.links.resend(body?.type, body?.email, redirectOf(redirectTo, body), clientInfo(request));
    return { message_id: null };
  }

  @Get('reauthenticate')
  @UseGuards(SessionGuard)
  async reauthenticate(@CurrentUser() auth: AuthContext, @Req() request: FastifyRequest) {
    await this.links.reauthenticate(auth, clientInfo(request));
    return {};
  }
}
