import { CALL_LOGS, OWNER_INBOX_COLLECTIONS, USAGE } from '@receptionist/calls-application';
import { clientIdOfDocument } from '@receptionist/calls-domain';
import { CLIENTS, SETTINGS_HISTORY } from '@receptionist/clients-application';
import { DEMO_REQUESTS, LEAD_HISTORY } from '@receptionist/leads-application';
import type { LiveDocumentChange, LiveFact } from '@receptionist/live-bus';

/** The lead_history entry of a submission: the first event (revision 0) of the request's stream. */
const submissionEntryOf = (requestId: string) => `${requestId}:0`;

/**
 * The domain facts one commit made visible, from the documents it wrote: `lead.submitted {id}` / `lead.changed {id}`,
 * `calls.logged {clientId}`, `usage.changed {clientId}`, `inbox.changed {clientId}` (appointments, messages, transfers), `client.changed {clientId}` (its record or its settings
 * history), and `<projector>.changed` for read models without a finer fact (page views, users, phone lines).
 * Facts are deduplicated within a commit and carry ids only.
 */
export function factsOfCommit(projector: string, changes: readonly LiveDocumentChange[]): LiveFact[] {
  const facts = new Map<string, LiveFact>();
  const add = (fact: LiveFact) => facts.set(`${fact.type}|${fact.id ?? ''}|${fact.clientId ?? ''}`, fact);
  const written = new Set(changes.map((change) => `${change.collection}|${change.id}`));
  for (const { collection, id } of changes) {
    if (collection === DEMO_REQUESTS) add({ type: written.has(`${LEAD_HISTORY}|${submissionEntryOf(id)}`) ? 'lead.submitted' : 'lead.changed', id });
    else if (collection === CALL_LOGS) add({ type: 'calls.logged', clientId: clientIdOfDocument(id) ?? undefined });
    else if (OWNER_INBOX_COLLECTIONS.includes(collection)) add({ type: 'inbox.changed', clientId: clientIdOfDocument(id) ?? undefined });
    else if (collection === USAGE) add({ type: 'usage.changed', clientId: clientIdOfDocument(id) ?? undefined });
    else if (collection === CLIENTS) add({ type: 'client.changed', clientId: id });
    else if (collection === SETTINGS_HISTORY) add({ type: 'client.changed', clientId: clientIdOfDocument(id) ?? undefined });
  }
  if (facts.size === 0 && changes.length > 0) add({ type: `${projector}.changed` });
  return [...facts.values()];
}
