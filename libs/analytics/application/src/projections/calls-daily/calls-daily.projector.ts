import { CALL_LOGGED, callContribution, type CallTrendOutcome, type LoggedCall } from '@receptionist/analytics-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';

export const CALLS_DAILY = 'calls_daily';

/** The client filter's value in a document that counts every client's calls. */
export const ALL_CLIENTS = '*';

/** Calls (per outcome) and billed minutes of one client, or of all clients (`clientId: '*'`), on one UTC day; id `${day}:${clientId}`. */
export type CallsDailyDoc = {
  id: string;
  day: string;
  clientId: string;
  calls: number;
  minutes: number;
  [field: string]: unknown;
} & Record<CallTrendOutcome, number>;

const emptyDay = (day: string, clientId: string): CallsDailyDoc => ({
  id: `${day}:${clientId}`,
  day,
  clientId,
  calls: 0,
  minutes: 0,
  booked_appointment: 0,
  completed: 0,
  missed: 0,
  voicemail: 0,
  information: 0,
  unknown: 0,
});

async function count(context: ProjectionContext, call: LoggedCall) {
  const contribution = callContribution(call);
  if (!contribution) return;
  for (const clientId of [ALL_CLIENTS, call.clientId]) {
    const current = (await context.get<CallsDailyDoc>(CALLS_DAILY, `${contribution.day}:${clientId}`)) ?? emptyDay(contribution.day, clientId);
    context.put(CALLS_DAILY, {
      ...current,
      calls: current.calls + 1,
      minutes: current.minutes + contribution.minutes,
      [contribution.outcome]: current[contribution.outcome] + 1,
    });
  }
}

/** Calls per day by outcome and minutes per day, for all clients and per client, read from calls' CallLogged by stored name. */
export const callsDailyProjector = defineProjector({
  name: CALLS_DAILY,
  version: 1,
  collections: [{ name: CALLS_DAILY, indexes: [{ fields: ['clientId', 'day'] }] }],
  handlers: {
    [CALL_LOGGED]: (event: StoredEvent<LoggedCall>, context) => count(context, event.data),
  },
});
