import {
  DEMO_REQUEST_STATUS_CHANGED,
  DEMO_REQUEST_SUBMITTED,
  type DemoRequestStatusChangedData,
  type DemoRequestSubmittedData,
  FUNNEL_STATUS_STAGES,
  type FunnelStage,
  minutesToFirstContact,
} from '@receptionist/analytics-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';

export const LEADS_FUNNEL_DAILY = 'leads_funnel_daily';
/** Per lead: when it was submitted and which funnel stages it has reached (so each stage counts once per lead). */
export const LEADS_FUNNEL_LEADS = 'leads_funnel_leads';

/**
 * The leads funnel on one UTC day; id: the day. Each stage counts the leads that reached it that day for the first
 * time; `contactMinutes` lists, for each lead first contacted that day, the whole minutes since its submission.
 */
export type LeadsFunnelDailyDoc = {
  id: string;
  day: string;
  contactMinutes: number[];
  [field: string]: unknown;
} & Record<FunnelStage, number>;

interface FunnelLeadDoc {
  id: string;
  submittedAt: string;
  reached: FunnelStage[];
  [field: string]: unknown;
}

async function countOn(context: ProjectionContext, day: string, stage: FunnelStage, contactMinutes?: number) {
  const current = (await context.get<LeadsFunnelDailyDoc>(LEADS_FUNNEL_DAILY, day)) ?? {
    id: day,
    day,
    submitted: 0,
    contacted: 0,
    qualified: 0,
    converted: 0,
    contactMinutes: [],
  };
  context.put(LEADS_FUNNEL_DAILY, {
    ...current,
    [stage]: current[stage] + 1,
    contactMinutes: contactMinutes === undefined ? current.contactMinutes : [...current.contactMinutes, contactMinutes],
  });
}

async function submitted(event: StoredEvent<DemoRequestSubmittedData>, context: ProjectionContext) {
  const { requestId, submittedAt } = event.data;
  context.put(LEADS_FUNNEL_LEADS, { id: requestId, submittedAt, reached: ['submitted'] } satisfies FunnelLeadDoc);
  await countOn(context, submittedAt.slice(0, 10), 'submitted');
}

async function statusChanged(event: StoredEvent<DemoRequestStatusChangedData>, context: ProjectionContext) {
  const { requestId, to, changedAt } = event.data;
  const stage = FUNNEL_STATUS_STAGES.find((candidate) => candidate === to);
  const lead = await context.get<FunnelLeadDoc>(LEADS_FUNNEL_LEADS, requestId);
  if (!stage || !lead || lead.reached.includes(stage)) return;
  context.put(LEADS_FUNNEL_LEADS, { ...lead, reached: [...lead.reached, stage] });
  await countOn(context, changedAt.slice(0, 10), stage, stage === 'contacted' ? minutesToFirstContact(lead.submittedAt, changedAt) : undefined);
}

/** The leads funnel per day (submitted → contacted → qualified → converted) and the time to first contact, read from leads' events by stored name. */
export const leadsFunnelDailyProjector = defineProjector({
  name: LEADS_FUNNEL_DAILY,
  version: 1,
  collections: [{ name: LEADS_FUNNEL_DAILY, indexes: [{ fields: ['day'] }] }, { name: LEADS_FUNNEL_LEADS }],
  handlers: {
    [DEMO_REQUEST_SUBMITTED]: submitted,
    [DEMO_REQUEST_STATUS_CHANGED]: statusChanged,
  },
});
