import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/calls-domain';
import { APPOINTMENT_WHEN, type AppointmentWhen, CALL_AGENTS, type CallAgent } from '@receptionist/contracts';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { checkChoice } from '../check-choice';
import { AppointmentsPageType, AppointmentType } from './appointment.type';
import { AppointmentsQuery } from './appointments.query';

/** The signed-in owner's appointments: the client id always comes from the caller's user id. */
@Resolver(() => AppointmentType)
@UseGuards(AuthGuard)
export class AppointmentsResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => AppointmentsPageType, {
    description:
      'Appointments booked on calls. upcoming: still booked and not started, soonest first; past: the rest, latest first. ' +
      'Optionally of one agent; first 1 to 100; keyset paging with `after` = the previous nextCursor.',
  })
  appointments(
    @CurrentUser() user: AuthContext,
    @Args('when', { type: () => String, defaultValue: 'upcoming', description: 'upcoming or past' }) when: string,
    @Args('agent', { type: () => String, nullable: true, description: 'sales, service or missed_call' }) agent: string | null,
    @Args('first', { type: () => Int, defaultValue: 25 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<AppointmentsPageType> {
    const checkedWhen = checkChoice<AppointmentWhen>(when, 'when', APPOINTMENT_WHEN);
    const checkedAgent = agent === null || agent === undefined ? null : checkChoice<CallAgent>(agent, 'agent', CALL_AGENTS);
    return this.queryBus.execute(new AppointmentsQuery(clientIdOfOwner(user.userId), checkedWhen, checkedAgent, first, after ?? null, new Date()));
  }
}
