import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppointmentNotFoundError, callDecider, callKeyOfOutcomeId, callStream } from '@receptionist/calls-domain';
import { handleCommand } from '@receptionist/cqrs';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { SetAppointmentStatusCommand } from './set-appointment-status.command';

@CommandHandler(SetAppointmentStatusCommand)
export class SetAppointmentStatusHandler implements ICommandHandler<SetAppointmentStatusCommand, { position: number | null }> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, appointmentId, status, by }: SetAppointmentStatusCommand): Promise<{ position: number | null }> {
    const callKey = callKeyOfOutcomeId(appointmentId, clientId, 'appointment');
    if (callKey === null) throw new AppointmentNotFoundError();
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: callStream(callKey),
      decider: callDecider,
      command: { type: 'ChangeAppointmentStatus', data: { appointmentId, status, by } },
      metadata: { actorId: by.userId },
    });
    return { position };
  }
}
