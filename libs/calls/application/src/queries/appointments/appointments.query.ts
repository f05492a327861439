import { Query } from '@nestjs/cqrs';
import type { AppointmentWhen, CallAgent } from '@receptionist/contracts';
import type { AppointmentsPageType, AppointmentType } from './appointment.type';

/** One client's upcoming or past appointments (maybe of one agent), a keyset page at a time. */
export class AppointmentsQuery extends Query<AppointmentsPageType> {
  constructor(
    readonly clientId: string,
    readonly when: AppointmentWhen,
    readonly agent: CallAgent | null,
    readonly first: number,
    readonly after: string | null,
    readonly now: Date,
  ) {
    super();
  }
}

/** One appointment of the client; another client's is not found. */
export class AppointmentQuery extends Query<AppointmentType> {
  constructor(
    readonly clientId: string,
    readonly appointmentId: string,
  ) {
    super();
  }
}
