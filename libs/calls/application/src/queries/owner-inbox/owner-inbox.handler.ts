import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import {
  APPOINTMENTS,
  type AppointmentDoc,
  CALL_TRANSFERS,
  type CallTransferDoc,
  INBOX_COUNTS,
  type InboxCountsDoc,
  inboxCountsId,
} from '../../projections/owner-inbox/owner-inbox.docs';
import { appointmentsWhere, countAppointments } from '../appointments/appointments.handler';
import { CALL_LOGS_COUNT_CAP } from '../call-logs/call-logs.query';
import { checkTimeZone, localDay } from './local-day';
import { OwnerInboxQuery } from './owner-inbox.query';
import type { OwnerInboxType } from './owner-inbox.type';

/** A counter document and three counts through indexes (each capped: a badge never walks more than the cap). */
@QueryHandler(OwnerInboxQuery)
export class OwnerInboxHandler implements IQueryHandler<OwnerInboxQuery, OwnerInboxType> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, timeZone, now }: OwnerInboxQuery): Promise<OwnerInboxType> {
    const today = localDay(checkTimeZone(timeZone), now);
    const { readModels } = this.platform;
    const appointments = readModels.collection<AppointmentDoc>(APPOINTMENTS);
    const options = { limit: CALL_LOGS_COUNT_CAP };
    const [counts, upcomingAppointments, appointmentsBooked, transfersMissed] = await Promise.all([
      readModels.collection<InboxCountsDoc>(INBOX_COUNTS).get(inboxCountsId(clientId)),
      countAppointments(appointments, appointmentsWhere(clientId, 'upcoming', null, now)),
      appointments.count({ client_id: clientId, booked_at: { gte: today.start, lt: today.end } }, options),
      readModels
        .collection<CallTransferDoc>(CALL_TRANSFERS)
        .count({ client_id: clientId, answered: false, at: { gte: today.start, lt: today.end } }, options),
    ]);
    const unhandledMessages = counts?.unhandled_messages ?? 0;
    return { unhandledMessages, upcomingAppointments, today: { appointmentsBooked, messagesWaiting: unhandledMessages, transfersMissed } };
  }
}
