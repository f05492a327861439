import { CLIENT_TREND_EVENTS, clientTrendFact, monthOf, planPrice } from '@receptionist/analytics-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext, type ProjectionHandler } from '@receptionist/projections';
import { ALL_CLIENTS } from '../calls-daily/calls-daily.projector';

export const CLIENT_TREND_STATES = 'client_trend_states';
export const ACTIVE_CLIENTS_DAILY = 'active_clients_daily';
export const MRR_MONTHLY = 'mrr_monthly';

/** A client's current plan and activity (id: the client id), and the totals of all clients (id `*`). */
interface ClientTrendStateDoc {
  id: string;
  mrr: number;
  active: number;
  plan?: string;
  [field: string]: unknown;
}

/**
 * Active clients at the end of one UTC day on which a client's activity changed; id `${day}:${clientId}` (`*`: all
 * clients). A day without a document keeps the count of the last day before it that has one.
 */
export interface ActiveClientsDailyDoc {
  id: string;
  day: string;
  clientId: string;
  active: number;
  [field: string]: unknown;
}

/** MRR in dollars at the end of one UTC month in which it changed; id `${month}:${clientId}`. Carried forward like the above. */
export interface MrrMonthlyDoc {
  id: string;
  month: string;
  clientId: string;
  mrr: number;
  [field: string]: unknown;
}

async function record(context: ProjectionContext, clientId: string, at: string, state: ClientTrendStateDoc) {
  const day = at.slice(0, 10);
  context.put(ACTIVE_CLIENTS_DAILY, { id: `${day}:${clientId}`, day, clientId, active: state.active } satisfies ActiveClientsDailyDoc);
  const month = monthOf(at);
  context.put(MRR_MONTHLY, { id: `${month}:${clientId}`, month, clientId, mrr: state.mrr } satisfies MrrMonthlyDoc);
}

const apply: ProjectionHandler = async (event: StoredEvent, context) => {
  const fact = clientTrendFact(event.type, event.data as Record<string, unknown>, event.metadata.occurredAt);
  if (!fact) return;
  const before = (await context.get<ClientTrendStateDoc>(CLIENT_TREND_STATES, fact.clientId)) ?? { id: fact.clientId, mrr: 0, active: 0 };
  if (fact.kind !== 'created' && before.plan === undefined) return; // a client this read model never saw created
  const plan = fact.kind === 'active' ? (before.plan as string) : fact.plan;
  const active = fact.kind === 'plan' ? before.active : fact.active ? 1 : 0;
  const after: ClientTrendStateDoc = { id: fact.clientId, plan, mrr: planPrice(plan), active };
  const totals = (await context.get<ClientTrendStateDoc>(CLIENT_TREND_STATES, ALL_CLIENTS)) ?? { id: ALL_CLIENTS, mrr: 0, active: 0 };
  const newTotals = { ...totals, mrr: totals.mrr + after.mrr - before.mrr, active: totals.active + after.active - before.active };
  context.put(CLIENT_TREND_STATES, after);
  context.put(CLIENT_TREND_STATES, newTotals);
  await record(context, fact.clientId, fact.at, after);
  await record(context, ALL_CLIENTS, fact.at, newTotals);
};

/** MRR per month from the plan-change history and active clients per day, for all clients and per client, read from clients' events by stored name. */
export const clientTrendsProjector = defineProjector({
  name: 'client_trends',
  version: 1,
  collections: [
    { name: CLIENT_TREND_STATES },
    { name: ACTIVE_CLIENTS_DAILY, indexes: [{ fields: ['clientId', 'day'] }] },
    { name: MRR_MONTHLY, indexes: [{ fields: ['clientId', 'month'] }] },
  ],
  handlers: Object.fromEntries(CLIENT_TREND_EVENTS.map((type) => [type, apply])),
});
