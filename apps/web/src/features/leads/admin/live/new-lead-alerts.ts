import type { Client } from 'urql';
import { toaster } from '../../../../components/ui/toaster';
import { DEMO_REQUEST, type DemoRequestData } from '../api/demo-request-queries';
import { subscribeToLiveUpdates } from '../../../live/use-live-updates';
import { changedDemoRequestIds } from './demo-request-changes';
import { addUnreadLead } from './unread-leads';

/** Requests this tab already knows of; a change to any other one may be a new lead. */
const seenRequests = new Set<string>();

export function markRequestsSeen(ids: Iterable<string>): void {
  for (const id of ids) seenRequests.add(id);
}

// An unseen id can also be an old request another admin just changed: only one whose history is its submission is new.
async function announceIfNew(client: Client, id: string) {
  const result = await client.query<DemoRequestData>(DEMO_REQUEST, { id }, { requestPolicy: 'network-only' }).toPromise();
  const request = result.data?.demoRequest;
  if (!request || request.history.length !== 1) return;
  addUnreadLead();
  toaster.create({ type: 'info', title: 'New demo request', description: `${request.firstName} (${request.email})` });
}

/** While the admin area is open: a toast and an unread badge count for each new lead that arrives live. */
export function startNewLeadAlerts(client: Client): () => void {
  return subscribeToLiveUpdates((event) => {
    for (const id of changedDemoRequestIds(event)) {
      if (seenRequests.has(id)) continue;
      seenRequests.add(id);
      void announceIfNew(client, id);
    }
  });
}
