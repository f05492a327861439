import { CALL_LOGS, CALL_RECORDINGS, OWNER_INBOX_COLLECTIONS, USAGE } from '@receptionist/calls-application';
import { clientIdOfDocument } from '@receptionist/calls-domain';
import { CLIENTS, SETTINGS_HISTORY } from '@receptionist/clients-application';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import type { LiveDocumentChange, LiveFact } from '@receptionist/live-bus';
import { ALERT_READS, ALERTS } from '@receptionist/notifications-application';
import { clientOfAlertDocument } from './live-facts';
import type { LiveUpdate } from './live-update';

/** The room of one client record: joined by its owner's sockets. */
function clientRoom(clientId: string): string {
  return `client:${clientId}`;
}

/** The client room a user's sockets join: the record they own (its id derives from the user id), none for admins. */
export function clientRoomsForUser(user: { userId: string; roles: readonly string[] }): string[] {
  return user.roles.includes('admin') ? [] : [clientRoom(clientIdOfOwner(user.userId))];
}

/** Read models whose document ids start with `<client id>:`. */
const CLIENT_PREFIXED_COLLECTIONS = new Set([SETTINGS_HISTORY, CALL_LOGS, CALL_RECORDINGS, USAGE, ...OWNER_INBOX_COLLECTIONS]);

function clientOfChange({ collection, id, clientId }: LiveDocumentChange): string | null {
  if (clientId) return clientId;
  if (collection === CLIENTS) return id;
  if (collection === ALERTS || collection === ALERT_READS) return clientOfAlertDocument(collection, id);
  return CLIENT_PREFIXED_COLLECTIONS.has(collection) ? clientIdOfDocument(id) : null;
}

/**
 * One update per client room, each carrying only that client's document changes and the facts naming that client
 * (a fact without a client, such as a lead's, reaches administrators only); only for the rooms `listened` accepts.
 */
export function clientRoomUpdates(update: LiveUpdate, listened: (room: string) => boolean): { room: string; update: LiveUpdate }[] {
  const byClient = new Map<string, { changes: LiveDocumentChange[]; facts: LiveFact[] }>();
  const of = (clientId: string) => {
    const routed = byClient.get(clientId) ?? { changes: [], facts: [] };
    byClient.set(clientId, routed);
    return routed;
  };
  for (const change of update.changes ?? []) {
    const clientId = clientOfChange(change);
    if (clientId && (byClient.has(clientId) || listened(clientRoom(clientId)))) of(clientId).changes.push(change);
  }
  for (const fact of update.facts ?? []) if (fact.clientId && byClient.has(fact.clientId)) of(fact.clientId).facts.push(fact);
  return [...byClient].map(([clientId, { changes, facts }]) => ({ room: clientRoom(clientId), update: { ...update, changes, facts } }));
}
