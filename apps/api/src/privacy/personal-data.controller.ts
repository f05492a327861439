import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res, UseGuards } from '@nestjs/common';
import { DomainError, emailError, TooManyRequestsError } from '@receptionist/contracts';
import { ALL_PROJECTORS, type ErasureOutcome, erasePersonalData, NOTHING_TO_ERASE, subjectAccessExport, type Subject } from '@receptionist/contexts';
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
/** An erasure rebuilds the read models that held the person's data: a handful per admin per hour. */
const ERASURES_PER_HOUR = 20;
export const ERASURE_RATE_LIMITED = 'Too many erasures. Please try again later.';

/**
 * Subject access (GDPR art. 15): everything the product holds about a person, as a JSON download.
 * GET /api/privacy/my-data: the signed-in user's own (no parameter names anyone else).
 * GET /api/privacy/subject-data?email=E: administrators, for a lead or a client (analysts and clients are refused).
 * Erasure (GDPR art. 17), administrators only: POST /api/privacy/erasure `{ "email": "…" }` erases the person's
 * account, client and demo requests by crypto-shredding and answers `{ erasureId, subjects, readModelsRebuilt }`.
 */
@Controller('api/privacy')
export class PersonalDataController {
  private readonly exports: SlidingWindowLimit;
  private readonly erasures: SlidingWindowLimit;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly accounts: UserAccounts,
    @Inject(OPERATIONAL_STORE) private readonly operationalStore: OperationalStore,
    @Inject(RATE_LIMIT_COUNTER) counter: RateLimitCounter,
  ) {
    this.exports = new SlidingWindowLimit(counter, EXPORTS_PER_HOUR, 3_600_000);
    this.erasures = new SlidingWindowLimit(counter, ERASURES_PER_HOUR, 3_600_000);
  }

  @Get('my-data')
  @UseGuards(AuthGuard)
  async myData(@CurrentUser() user: AuthContext, @Res() reply: FastifyReply): Promise<void> {
    await this.send(user, { userId: user.userId }, reply);
  }

  @Get('subject-data')
  @UseGuards(AdminGuard)
  async subjectData(@CurrentUser() user: AuthContext, @Query('email') email: unknown, @Res() reply: FastifyReply): Promise<void> {
    await this.send(user, { email: checkedEmail(email) }, reply);
  }

  @Post('erasure')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async erase(@CurrentUser() admin: AuthContext, @Body() body: unknown): Promise<ErasureOutcome> {
    const email = checkedEmail((body as { email?: unknown } | null)?.email);
    if (!(await this.erasures.tryTake(`erasure:${admin.userId}`))) throw new TooManyRequestsError(ERASURE_RATE_LIMITED);
    const { eventStore, readModels, readStore, personalData, projections, asOf, asOfAnchors } = this.platform;
    const sources = { eventStore, readModels, readStore, personalData, projections, historyCaches: [asOf, asOfAnchors] };
    const outcome = await erasePersonalData(
      { ...sources, projectors: ALL_PROJECTORS, accounts: this.accounts, operationalStore: this.operationalStore },
      email,
      admin.userId,
    );
    if (!outcome) throw new DomainError('not_found', NOTHING_TO_ERASE);
    return outcome;
  }

  private async send(asker: AuthContext, subject: Subject, reply: FastifyReply): Promise<void> {
    if (!(await this.exports.tryTake(`subject-access:${asker.userId}`))) throw new TooManyRequestsError(EXPORT_RATE_LIMITED);
    const { eventStore, readModels } = this.platform;
    const data = await subjectAccessExport({ eventStore, readModels, accounts: this.accounts, operationalStore: this.operationalStore }, subject);
    await reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="personal-data.json"')
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  }
}

function checkedEmail(email: unknown): string {
  const problem = typeof email === 'string' ? emailError(email) : 'Email is required';
  if (problem) throw new DomainError('invalid_input', problem);
  return email as string;
}
