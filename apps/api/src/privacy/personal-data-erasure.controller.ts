import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { DomainError, emailError, TooManyRequestsError } from '@receptionist/contracts';
import { ALL_PROJECTORS, type ErasureOutcome, erasePersonalData, NOTHING_TO_ERASE } from '@receptionist/contexts';
import {
  AdminGuard,
  type AuthContext,
  CurrentUser,
  OPERATIONAL_STORE,
  type OperationalStore,
  UserAccounts,
} from '@receptionist/identity-application';
import { RATE_LIMIT_COUNTER, type RateLimitCounter, SlidingWindowLimit } from '@receptionist/rate-limit';
import { PLATFORM, type Platform } from '../infrastructure/platform';

/** An erasure rebuilds the read models that held the person's data: a handful per admin per hour. */
const ERASURES_PER_HOUR = 20;
export const ERASURE_RATE_LIMITED = 'Too many erasures. Please try again later.';

/**
 * Erasure (GDPR art. 17), admins only: POST /api/privacy/erasure `{ "email": "…" }` erases the person's account,
 * client and demo requests by crypto-shredding and answers `{ erasureId, subjects, readModelsRebuilt }`.
 */
@Controller('api/privacy')
export class PersonalDataErasureController {
  private readonly limit: SlidingWindowLimit;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly accounts: UserAccounts,
    @Inject(OPERATIONAL_STORE) private readonly operationalStore: OperationalStore,
    @Inject(RATE_LIMIT_COUNTER) counter: RateLimitCounter,
  ) {
    this.limit = new SlidingWindowLimit(counter, ERASURES_PER_HOUR, 3_600_000);
  }

  @Post('erasure')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async erase(@CurrentUser() admin: AuthContext, @Body() body: unknown): Promise<ErasureOutcome> {
    const email = (body as { email?: unknown } | null)?.email;
    const problem = typeof email === 'string' ? emailError(email) : 'Email is required';
    if (problem) throw new DomainError('invalid_input', problem);
    if (!(await this.limit.tryTake(`erasure:${admin.userId}`))) throw new TooManyRequestsError(ERASURE_RATE_LIMITED);
    const { eventStore, readModels, readStore, personalData, projections, asOf, asOfAnchors } = this.platform;
    const outcome = await erasePersonalData(
      {
        eventStore,
        readModels,
        readStore,
        personalData,
        projections,
        historyCaches: [asOf, asOfAnchors],
        projectors: ALL_PROJECTORS,
        accounts: this.accounts,
        operationalStore: this.operationalStore,
      },
      email as string,
      admin.userId,
    );
    if (!outcome) throw new DomainError('not_found', NOTHING_TO_ERASE);
    return outcome;
  }
}
