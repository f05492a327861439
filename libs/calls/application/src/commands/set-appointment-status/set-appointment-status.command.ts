import { Command } from '@nestjs/cqrs';
import type { AppointmentStatus } from '@receptionist/contracts';
import type { Actor } from '@receptionist/domain-kit';

/** The owner sets an appointment of their client's calls to a status; resolves to the position to read after (null: nothing changed). */
export class SetAppointmentStatusCommand extends Command<{ position: number | null }> {
  constructor(
    readonly clientId: string,
    readonly appointmentId: string,
    readonly status: AppointmentStatus,
    readonly by: Actor,
  ) {
    super();
  }
}
