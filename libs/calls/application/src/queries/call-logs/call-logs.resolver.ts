import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { appointmentIdOf, clientIdOfOwner, messageIdOf } from '@receptionist/calls-domain';
import { DomainError } from '@receptionist/contracts';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { pageInfoOf } from '@receptionist/read-store';
import { UsageQuery } from '../usage/usage.query';
import { UsageType } from '../usage/usage.type';
import { checkPage } from './call-log-filter';
import { AppointmentType } from '../appointments/appointment.type';
import { AppointmentQuery } from '../appointments/appointments.query';
import { CallMessageType } from '../call-messages/call-message.type';
import { CallMessageQuery } from '../call-messages/call-messages.query';
import type { CallOutcomesState } from './call-detail';
import { CallLogFilterInput, CallLogPageType, CallLogType, CallSmsType, CallTransferType, toCallLogType } from './call-log.type';
import { CallLogQuery } from './call-log.query';
import { CallRecordingType, toCallRecordingType } from '../call-recording/call-recording.type';
import { CallLogsQuery } from './call-logs.query';
import { RecentCallsQuery } from '../recent-calls/recent-calls.query';

export const RECENT_CALLS = 5;

/** A call without that outcome answers null. */
async function orNotFound<T>(found: Promise<T>): Promise<T | null> {
  try {
    return await found;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return null;
    throw error;
  }
}

/** The signed-in owner's calls and usage: the client id always comes from the caller's user id. */
@Resolver(() => CallLogType)
@UseGuards(AuthGuard)
export class CallLogsResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [CallLogType], { description: 'The 5 newest calls' })
  async recentCalls(@CurrentUser() user: AuthContext): Promise<CallLogType[]> {
    const docs = await this.queryBus.execute(new RecentCallsQuery(clientIdOfOwner(user.userId), RECENT_CALLS));
    return docs.map(toCallLogType);
  }

  @Query(() => CallLogPageType, { description: 'Calls matching the filter, newest first; limit 1 to 100; keyset paging with `after`' })
  async callLogs(
    @CurrentUser() user: AuthContext,
    @Args('filter', { type: () => CallLogFilterInput, nullable: true }) filter: CallLogFilterInput | null,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('after', { type: () => String, nullable: true, description: 'The endCursor of the previous page; omit for the first page' })
    after: string | null,
  ): Promise<CallLogPageType> {
    checkPage(limit);
    const page = await this.queryBus.execute(new CallLogsQuery(clientIdOfOwner(user.userId), filter ?? {}, limit, after));
    return { items: page.docs.map(toCallLogType), pageInfo: pageInfoOf(page) };
  }

  @Query(() => CallLogType)
  async callLog(@CurrentUser() user: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<CallLogType> {
    return toCallLogType(await this.queryBus.execute(new CallLogQuery(clientIdOfOwner(user.userId), id)));
  }

  /** Lists carry no transcript: asked for there, it is loaded per call (at most a page of 100). */
  @ResolveField(() => String, { nullable: true })
  async transcript(@CurrentUser() user: AuthContext, @Parent() call: CallLogType): Promise<string | null> {
    if (call.transcript !== undefined) return call.transcript;
    return (await this.queryBus.execute(new CallLogQuery(clientIdOfOwner(user.userId), call.id))).transcript;
  }

  @ResolveField(() => AppointmentType, { nullable: true, description: 'The appointment booked on the call, as the appointments list shows it' })
  appointment(@CurrentUser() user: AuthContext, @Parent() call: CallLogType): Promise<AppointmentType | null> {
    return orNotFound(this.queryBus.execute(new AppointmentQuery(clientIdOfOwner(user.userId), appointmentIdOf(call.id))));
  }

  @ResolveField(() => CallMessageType, { nullable: true, description: 'The message taken on the call, as the inbox shows it' })
  message(@CurrentUser() user: AuthContext, @Parent() call: CallLogType): Promise<CallMessageType | null> {
    return orNotFound(this.queryBus.execute(new CallMessageQuery(clientIdOfOwner(user.userId), messageIdOf(call.id))));
  }

  @ResolveField(() => CallTransferType, { nullable: true })
  async transfer(@CurrentUser() user: AuthContext, @Parent() call: CallLogType): Promise<CallTransferType | null> {
    return (await this.outcomesOf(user, call)).transfer;
  }

  @ResolveField(() => CallSmsType, { nullable: true })
  async sms(@CurrentUser() user: AuthContext, @Parent() call: CallLogType): Promise<CallSmsType | null> {
    return (await this.outcomesOf(user, call)).sms;
  }

  @ResolveField(() => CallRecordingType, { nullable: true, description: "The call's audio; null: the report carried none" })
  async recording(@CurrentUser() user: AuthContext, @Parent() call: CallLogType): Promise<CallRecordingType | null> {
    const recording =
      call.recording !== undefined
        ? call.recording
        : (await this.queryBus.execute(new CallLogQuery(clientIdOfOwner(user.userId), call.id))).recording;
    return recording && toCallRecordingType(call.id, recording);
  }

  private async outcomesOf(user: AuthContext, call: CallLogType): Promise<CallOutcomesState> {
    return call.outcomes ?? (await this.queryBus.execute(new CallLogQuery(clientIdOfOwner(user.userId), call.id))).outcomes;
  }

  @Query(() => UsageType, { description: 'Minutes and calls of the current period (calendar month, UTC)' })
  usage(@CurrentUser() user: AuthContext): Promise<UsageType> {
    return this.queryBus.execute(new UsageQuery(clientIdOfOwner(user.userId), new Date()));
  }
}
