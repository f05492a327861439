import { CALL_LOGS, CALL_RECORDINGS, OWNER_INBOX_COLLECTIONS, USAGE } from '@receptionist/calls-application';
import { clientIdOfDocument } from '@receptionist/calls-domain';
import { CLIENTS, SETTINGS_HISTORY } from '@receptionist/clients-application';
import { DEMO_REQUESTS, LEAD_HISTORY } from '@receptionist/leads-application';
import { ALERT_READS, ALERTS } from '@receptionist/notifications-application';
import type { LiveDocumentChange, LiveFact } from '@receptionist/live-bus';

/** The lead_history entry of a submission: the first event (revision 0) of the request's stream. */
const submissionEntryOf = (requestId: string) => `${requestId}:0`;

/**
 * The client of an owner's alert (`<clientId>:<alertId>`) or of their list's read mark (`client-<clientId>`); null for
 * an administrator's (`admin-<userId>…`), which only the admin room sees.
 */
export function clientOfAlertDocument(collection: string, id: string): string | null {
  if (id.startsWith('admin-')) return null;
  if (collection === ALERT_READS) return id.startsWith('client-') ? id.slice('client-'.length) : null;
  return clientIdOfDocument(id);
}

/**
 * The domain facts one commit made visible, from the documents it wrote: `lead.submitted {id}` / `lead.changed {id}`,
 * `calls.logged {clientId}`, `recording.changed {clientId}`, `usage.changed {clientId}`, `inbox.changed {clientId}` (appointments, messages, transfers),
 * `client.changed {clientId}` (its record or its settings history), `notifications.changed {clientId}` (an owner's alert
 * list; without a client: an administrator's), and `<projector>.changed` for read models without a finer fact (page
 * views, users, phone lines).
 * Facts are deduplicated within a commit and carry ids only.
 */
export function factsOfCommit(projector: string, changes: readonly LiveDocumentChange[]): LiveFact[] {
  const facts = new Map<string, LiveFact>();
  const add = (fact: LiveFact) => facts.set(`${fact.type}|${fact.id ?? ''}|${fact.clientId ?? ''}`, fact);
  const written = new Set(changes.map((change) => `${change.collection}|${change.id}`));
  for (const { collection, id } of changes) {
    if (collection === DEMO_REQUESTS) add({ type: written.has(`${LEAD_HISTORY}|${submissionEntryOf(id)}`) ? 'lead.submitted' : 'lead.changed', id });
    else if (collection === CALL_LOGS) add({ type: 'calls.logged', clientId: clientIdOfDocument(id) ?? undefined });
    else if (collection === CALL_RECORDINGS) add({ type: 'recording.changed', clientId: clientIdOfDocument(id) ?? undefined });
    else if (OWNER_INBOX_COLLECTIONS.includes(collection)) add({ type: 'inbox.changed', clientId: clientIdOfDocument(id) ?? undefined });
    else if (collection === USAGE) add({ type: 'usage.changed', clientId: clientIdOfDocument(id) ?? undefined });
    else if (collection === CLIENTS) add({ type: 'client.changed', clientId: id });
    else if (collection === SETTINGS_HISTORY) add({ type: 'client.changed', clientId: clientIdOfDocument(id) ?? undefined });
    else if (collection === ALERTS || collection === ALERT_READS)
      add({ type: 'notifications.changed', clientId: clientOfAlertDocument(collection, id) ?? undefined });
  }
  if (facts.size === 0 && changes.length > 0) add({ type: `${projector}.changed` });
  return [...facts.values()];
}
