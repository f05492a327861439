import type { Client } from 'urql';
import { toaster } from '../../../../components/ui/toaster';
import { DEMO_REQUEST } from '../api/demo-request';
import { subscribeToLiveUpdates } from '../../../../lib/live/use-live-updates';
import { leadFacts } from './demo-request-changes';
import { addUnreadLead } from './unread-leads';

/** Requests this tab already knows of (listed, or announced). */
const seenRequests = new Set<string>();

export function markRequestsSeen(ids: Iterable<string>): void {
  for (const id of ids) seenRequests.add(id);
}

/** The server says the lead is new (`lead.submitted`); the toast reads its name and address. */
async function announce(client: Client, id: string) {
  const result = await client.query(DEMO_REQUEST, { id }, { requestPolicy: 'network-only' }).toPromise();
  const request = result.data?.demoRequest;
  if (!request) return;
  addUnreadLead();
  toaster.create({ type: 'info', title: 'New demo request', description: `${request.firstName} (${request.email})` });
}

/** While the admin area is open: a toast and an unread badge count for each new lead that arrives live. */
export function startNewLeadAlerts(client: Client): () => void {
  return subscribeToLiveUpdates((event) => {
    for (const id of leadFacts(event).submitted) {
      if (seenRequests.has(id)) continue;
      seenRequests.add(id);
      void announce(client, id);
    }
  });
}
