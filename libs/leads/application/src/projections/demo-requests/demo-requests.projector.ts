import { DEMO_REQUESTS_PROJECTOR } from '@receptionist/contracts';
import { DEMO_REQUEST_STREAM_PREFIX, type DemoRequestNotesSaved, type DemoRequestSubmitted, type StatusChanged } from '@receptionist/leads-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext, type ProjectionHandler } from '@receptionist/projections';
import {
  DEMO_REQUEST_SEARCH_FIELDS,
  DEMO_REQUESTS,
  EMPTY_LEAD_STATS,
  LEAD_HISTORY,
  LEAD_STATS,
  LEAD_STATS_ID,
  type DemoRequestDoc,
  type LeadHistoryDoc,
  type LeadStatsDoc,
} from './demo-requests.docs';

async function updateStats(context: ProjectionContext, change: (stats: LeadStatsDoc) => Partial<LeadStatsDoc>) {
  const stats = (await context.get<LeadStatsDoc>(LEAD_STATS, LEAD_STATS_ID)) ?? EMPTY_LEAD_STATS;
  context.put(LEAD_STATS, { ...stats, ...change(stats) });
}

async function updateRequest(context: ProjectionContext, event: StoredEvent, change: Partial<DemoRequestDoc>) {
  const doc = await context.get<DemoRequestDoc>(DEMO_REQUESTS, (event.data as { requestId: string }).requestId);
  if (doc) context.put(DEMO_REQUESTS, { ...doc, ...change, revision: event.revision, updatedAt: event.metadata.occurredAt });
}

function addHistory(
  context: ProjectionContext,
  event: StoredEvent<{ requestId: string }>,
  entry: Partial<LeadHistoryDoc> & Pick<LeadHistoryDoc, 'kind' | 'at'>,
) {
  const { requestId } = event.data;
  const base = { byUserId: null, byEmail: null, from: null, to: null, notes: null };
  context.put(LEAD_HISTORY, { ...base, ...entry, id: `${requestId}:${event.revision}`, requestId, revision: event.revision });
}

/** `StatusChanged` is a common event name: only the demo-request streams' events are this projector's. */
function demoRequestsOnly<TData>(handler: (event: StoredEvent<TData>, context: ProjectionContext) => Promise<void>): ProjectionHandler {
  return (event, context) => (event.stream.startsWith(DEMO_REQUEST_STREAM_PREFIX) ? handler(event, context) : undefined);
}

/** demo_requests (the admin list), lead_stats (the stat cards) and lead_history (the details dialog). */
export const demoRequestsProjector = defineProjector({
  name: DEMO_REQUESTS_PROJECTOR,
  version: 1,
  collections: [
    {
      name: DEMO_REQUESTS,
      indexes: [{ fields: ['createdAt', 'submittedPosition'] }, { fields: ['status', 'createdAt', 'submittedPosition'] }],
      search: { text: DEMO_REQUEST_SEARCH_FIELDS, digits: ['phone'] },
    },
    { name: LEAD_STATS },
    { name: LEAD_HISTORY, indexes: [{ fields: ['requestId', 'revision'] }] },
  ],
  handlers: {
    DemoRequestSubmitted: demoRequestsOnly<DemoRequestSubmitted['data']>(async (event, context) => {
      const { requestId, submittedAt, ...fields } = event.data;
      const doc: DemoRequestDoc = {
        ...fields,
        id: requestId,
        contactedAt: null,
        createdAt: submittedAt,
        updatedAt: submittedAt,
        revision: event.revision,
        submittedPosition: event.position,
      };
      context.put(DEMO_REQUESTS, doc);
      await updateStats(context, (stats) => ({ total: stats.total + 1, new: stats.new + 1 }));
      addHistory(context, event, { kind: 'submitted', at: submittedAt });
    }),
    StatusChanged: demoRequestsOnly<StatusChanged['data']>(async (event, context) => {
      const { from, to, by, changedAt, contactedAt } = event.data;
      await updateRequest(context, event, { status: to, ...(contactedAt ? { contactedAt } : {}) });
      await updateStats(context, (stats) => ({ [from]: stats[from] - 1, [to]: stats[to] + 1 }));
      addHistory(context, event, { kind: 'status_changed', at: changedAt, byUserId: by.userId, byEmail: by.email, from, to });
    }),
    DemoRequestNotesSaved: demoRequestsOnly<DemoRequestNotesSaved['data']>(async (event, context) => {
      const { notes, by, savedAt } = event.data;
      await updateRequest(context, event, { notes });
      addHistory(context, event, { kind: 'notes_saved', at: savedAt, byUserId: by.userId, byEmail: by.email, notes });
    }),
  },
});
