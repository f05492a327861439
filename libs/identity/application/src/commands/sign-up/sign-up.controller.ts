import { Body, Controller, HttpCode, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import { clientInfo } from '../../http/client-info';
import { IpRateLimit } from '../../rate-limits/ip-rate-limit';
import { SessionReplies } from '../../sessions/session-replies';
import { SignUpService } from './sign-up.service';

interface SignUpBody {
  email?: unknown;
  password?: unknown;
  data?: { full_name?: unknown };
  redirect_to?: unknown;
}

@Controller('auth/v1')
@UseFilters(AuthErrorFilter)
export class SignUpController {
  constructor(
    private readonly signUps: SignUpService,
    private readonly replies: SessionReplies,
  ) {}

  /** GoTrue's POST /signup: a user awaiting confirmation (no session), or a session when auto-confirm is on. */
  @Post('signup')
  @IpRateLimit('signup')
  @HttpCode(200)
  async signUp(
    @Body() body: SignUpBody | undefined,
    @Query('redirect_to') redirectQuery: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const outcome = await this.signUps.signUp(
      { email: body?.email, password: body?.password, fullName: body?.data?.full_name, redirectTo: redirectQuery ?? body?.redirect_to },
      clientInfo(request),
    );
    if (outcome.kind === 'session') return this.replies.respond(outcome.issued, reply);
    const { userId, email, fullName, at } = outcome;
    return {
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: at,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: fullName, email, email_verified: false },
      identities: [],
      created_at: at,
      updated_at: at,
      is_anonymous: false,
    };
  }
}
