import { Stack, Text } from '@chakra-ui/react';
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

/**
 * New leads share one toast, so a burst of them cannot push an error toast out of the three the toaster shows. It
 * lists the latest few, newest first, and counts all that arrived while it was open.
 */
const NEW_LEADS_TOAST = 'new-demo-requests';
const LEADS_LISTED = 3;
let arrivedInToast = 0;
let latestInToast: { id: string; line: string }[] = [];

/** The server says the lead is new (`lead.submitted`); the toast reads its name and address. */
async function announce(client: Client, id: string) {
  const result = await client.query(DEMO_REQUEST, { id }, { requestPolicy: 'network-only' }).toPromise();
  const request = result.data?.demoRequest;
  if (!request) return;
  addUnreadLead();
  if (!toaster.isVisible(NEW_LEADS_TOAST)) [arrivedInToast, latestInToast] = [0, []];
  arrivedInToast += 1;
  latestInToast = [{ id, line: `${request.firstName} (${request.email})` }, ...latestInToast].slice(0, LEADS_LISTED);
  toaster.create({
    id: NEW_LEADS_TOAST,
    type: 'info',
    title: arrivedInToast === 1 ? 'New demo request' : `${arrivedInToast} new demo requests`,
    description: (
      <Stack as="span" gap="0">
        {latestInToast.map(({ id: leadId, line }) => (
          <Text as="span" key={leadId}>
            {line}
          </Text>
        ))}
      </Stack>
    ),
  });
}

/** While the admin area is open: a toast and an unread badge count for each new lead that arrives live. */
export function startNewLeadAlerts(client: Client): () => void {
  // One at a time, so the toast lists leads in the order they arrived, not the order their lookups answered.
  let announcing = Promise.resolve();
  return subscribeToLiveUpdates((event) => {
    for (const id of leadFacts(event).submitted) {
      if (seenRequests.has(id)) continue;
      seenRequests.add(id);
      announcing = announcing.then(() => announce(client, id));
    }
  });
}
