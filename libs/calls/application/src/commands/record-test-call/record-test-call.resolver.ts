import { Inject, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner, parseCallDetails } from '@receptionist/calls-domain';
import { CONFIG, type Config } from '@receptionist/config';
import { TEST_CALL_TYPE } from '@receptionist/contracts';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { RATE_LIMIT_COUNTER, type RateLimitCounter } from '@receptionist/rate-limit';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_LOGS } from '../../projections/call-logs/call-logs.projector';
import { CallLogQuery } from '../../queries/call-logs/call-log.query';
import { CallLogType, toCallLogType } from '../../queries/call-logs/call-log.type';
import { LogCallCommand } from '../log-call/log-call.command';
import { TestCallLimit } from './test-call-limit';

export const TEST_CALLER = 'Browser test';

@Resolver(() => CallLogType)
@UseGuards(AuthGuard)
export class RecordTestCallResolver {
  private readonly limit: TestCallLimit;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform,
    @Inject(RATE_LIMIT_COUNTER) counter: RateLimitCounter,
    @Inject(CONFIG) config: Config,
  ) {
    this.limit = new TestCallLimit(counter, config.calls.testCallsPerMinute);
  }

  @Mutation(() => CallLogType, {
    description: "Records the dashboard's in-browser test call: type 'test', never counted in minutes. Limited per user (TOO_MANY_REQUESTS).",
  })
  async recordTestCall(
    @CurrentUser() user: AuthContext,
    @Args('durationSeconds', { type: () => Int }) durationSeconds: number,
    @Args('transcript', { type: () => String, nullable: true }) transcript: string | null,
    @Args('summary', { type: () => String, nullable: true }) summary: string | null,
    @Args('outcome', { type: () => String, nullable: true }) outcome: string | null,
  ): Promise<CallLogType> {
    await this.limit.take(user.userId);
    const clientId = clientIdOfOwner(user.userId);
    const startedAt = new Date(Date.now() - Math.max(0, durationSeconds) * 1000).toISOString();
    const details = parseCallDetails({
      caller_number: TEST_CALLER,
      started_at: startedAt,
      duration_seconds: durationSeconds,
      outcome: outcome ?? 'completed',
      call_type: TEST_CALL_TYPE,
      transcript,
      summary,
    });
    const { id, position } = await this.commandBus.execute(new LogCallCommand({ clientId }, null, details));
    await this.platform.projections.waitFor(position, { projectors: [CALL_LOGS] });
    return toCallLogType(await this.queryBus.execute(new CallLogQuery(clientId, id)));
  }
}
