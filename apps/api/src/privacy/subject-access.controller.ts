import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { DomainError, emailError, TooManyRequestsError } from '@receptionist/contracts';
import { subjectAccessExport, type Subject } from '@receptionist/contexts';
import {
  AdminGuard,
  AuthGuard,
  type AuthContext,
  CurrentUser,
  OPERATIONAL_STORE,
  type OperationalStore,
  UserAccounts,
} from '@receptionist/identity-application';
import { RATE_LIMIT_COUNTER, type RateLimitCounter, SlidingWindowLimit } from '@receptionist/rate-limit';
import type { FastifyReply } from 'fastify';
import { PLATFORM, type Platform } from '../infrastructure/platform';

/** An export reads every stream and read model of a person: a few per user per hour is plenty. */
const EXPORTS_PER_HOUR = 10;
export const EXPORT_RATE_LIMITED = 'Too many data exports. Please try again later.';

/**
 * Subject access (GDPR art. 15): everything the product holds about a person, as a JSON download.
 * GET /api/privacy/my-data: the signed-in user's own (no parameter names anyone else).
 * GET /api/privacy/subject-data?email=E: administrators, for a lead or a client (analysts and clients are refused).
 */
@Controller('api/privacy')
export class SubjectAccessController {
  private readonly limit: SlidingWindowLimit;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly accounts: UserAccounts,
    @Inject(OPERATIONAL_STORE) private readonly operationalStore: OperationalStore,
    @Inject(RATE_LIMIT_COUNTER) counter: RateLimitCounter,
  ) {
    this.limit = new SlidingWindowLimit(counter, EXPORTS_PER_HOUR, 3_600_000);
  }

  @Get('my-data')
  @UseGuards(AuthGuard)
  async myData(@CurrentUser() user: AuthContext, @Res() reply: FastifyReply): Promise<void> {
    await this.send(user, { userId: user.userId }, reply);
  }

  @Get('subject-data')
  @UseGuards(AdminGuard)
  async subjectData(@CurrentUser() user: AuthContext, @Query('email') email: unknown, @Res() reply: FastifyReply): Promise<void> {
    const problem = typeof email === 'string' ? emailError(email) : 'Email is required';
    if (problem) throw new DomainError('invalid_input', problem);
    await this.send(user, { email: email as string }, reply);
  }

  private async send(asker: AuthContext, subject: Subject, reply: FastifyReply): Promise<void> {
    if (!(await this.limit.tryTake(`subject-access:${asker.userId}`))) throw new TooManyRequestsError(EXPORT_RATE_LIMITED);
    const { eventStore, readModels } = this.platform;
    const data = await subjectAccessExport({ eventStore, readModels, accounts: this.accounts, operationalStore: this.operationalStore }, subject);
    await reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="personal-data.json"')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  }
}
