import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AppointmentNotFoundError } from '@receptionist/calls-domain';
import { APPOINTMENT_STATUSES, type AppointmentWhen, type CallAgent } from '@receptionist/contracts';
import type { OrderBy, ReadCollection, Where } from '@receptionist/read-store';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_LOGS, type CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import { APPOINTMENTS, type AppointmentDoc } from '../../projections/owner-inbox/owner-inbox.docs';
import { CALL_LOGS_COUNT_CAP } from '../call-logs/call-logs.query';
import { keysetPage } from '../keyset-page';
import { type AppointmentsPageType, type AppointmentType, toAppointmentType } from './appointment.type';
import { AppointmentQuery, AppointmentsQuery } from './appointments.query';

const UPCOMING_ORDER: OrderBy[] = [
  { field: 'starts_at', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];
const PAST_ORDER: OrderBy[] = [
  { field: 'starts_at', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

/**
 * Upcoming: still booked and not started yet. Past: booked but started, or done, no-show or cancelled — as one
 * selection per status, so each is a seek on (client, [agent,] status, starts_at) and the parts are merged.
 */
export function appointmentsWhere(clientId: string, when: AppointmentWhen, agent: CallAgent | null, now: Date): Where[] {
  const owner: Where = agent ? { client_id: clientId, agent } : { client_id: clientId };
  const nowIso = now.toISOString();
  if (when === 'upcoming') return [{ ...owner, status: 'booked', starts_at: { gte: nowIso } }];
  const closed = APPOINTMENT_STATUSES.filter((status) => status !== 'booked').map((status): Where => ({ ...owner, status }));
  return [{ ...owner, status: 'booked', starts_at: { lt: nowIso } }, ...closed];
}

/** The appointments of the selections, counted through their indexes (each never past the cap). */
export async function countAppointments(appointments: ReadCollection<AppointmentDoc>, parts: readonly Where[]): Promise<number> {
  const counts = await Promise.all(parts.map((part) => appointments.count(part, { limit: CALL_LOGS_COUNT_CAP })));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The callers' numbers of these appointments' calls, from the call log (one keyed read for the page). */
async function withCallerNumbers(platform: CallsPlatform, docs: AppointmentDoc[]): Promise<AppointmentType[]> {
  if (docs.length === 0) return [];
  const calls = await platform.readModels.collection<CallLogDoc>(CALL_LOGS).find({ where: { id: { in: docs.map((doc) => doc.call_id) } } });
  const numbers = new Map(calls.map((call) => [call.id, call.caller_number]));
  return docs.map((doc) => toAppointmentType(doc, numbers.get(doc.call_id) ?? null));
}

@QueryHandler(AppointmentsQuery)
export class AppointmentsHandler implements IQueryHandler<AppointmentsQuery, AppointmentsPageType> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, when, agent, first, after, now }: AppointmentsQuery): Promise<AppointmentsPageType> {
    const appointments = this.platform.readModels.collection<AppointmentDoc>(APPOINTMENTS);
    const where = appointmentsWhere(clientId, when, agent, now);
    const page = await keysetPage(appointments, { where, orderBy: when === 'upcoming' ? UPCOMING_ORDER : PAST_ORDER, first, after });
    // "Upcoming" moves with the clock, so no counter can hold it: counted through the indexes.
    const total = await countAppointments(appointments, where);
    return { items: await withCallerNumbers(this.platform, page.docs), nextCursor: page.nextCursor, total };
  }
}

@QueryHandler(AppointmentQuery)
export class AppointmentHandler implements IQueryHandler<AppointmentQuery, AppointmentType> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, appointmentId }: AppointmentQuery): Promise<AppointmentType> {
    const doc = await this.platform.readModels.collection<AppointmentDoc>(APPOINTMENTS).get(appointmentId);
    if (!doc || doc.client_id !== clientId) throw new AppointmentNotFoundError();
    const [appointment] = await withCallerNumbers(this.platform, [doc]);
    return appointment;
  }
}
