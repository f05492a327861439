import { Inject, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/calls-domain';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@receptionist/contracts';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { OWNER_INBOX } from '../../projections/owner-inbox/owner-inbox.docs';
import { AppointmentType } from '../../queries/appointments/appointment.type';
import { AppointmentQuery } from '../../queries/appointments/appointments.query';
import { checkChoice } from '../../queries/check-choice';
import { SetAppointmentStatusCommand } from './set-appointment-status.command';

@Resolver()
@UseGuards(AuthGuard)
export class SetAppointmentStatusResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform,
  ) {}

  @Mutation(() => AppointmentType, {
    description: "Marks one of the owner's appointments booked, done, no_show or cancelled; returns it as the list now shows it",
  })
  async setAppointmentStatus(
    @CurrentUser() user: AuthContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => String }) status: string,
  ): Promise<AppointmentType> {
    const clientId = clientIdOfOwner(user.userId);
    const checked = checkChoice<AppointmentStatus>(status, 'status', APPOINTMENT_STATUSES);
    const { position } = await this.commandBus.execute(
      new SetAppointmentStatusCommand(clientId, id, checked, { userId: user.userId, email: user.email }),
    );
    if (position !== null) await this.platform.projections.waitFor(position, { projectors: [OWNER_INBOX] });
    return this.queryBus.execute(new AppointmentQuery(clientId, id));
  }
}
