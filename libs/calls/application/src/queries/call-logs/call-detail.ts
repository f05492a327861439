import { type CallLogged, callStream } from '@receptionist/calls-domain';
import type { EventStore } from '@receptionist/event-store';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';

/** One call with the long fields the list leaves out. */
export type CallDetailDoc = CallLogDoc & { transcript: string | null };

/**
 * The call with its transcript, read from the call's own event stream (`call-<call key>`, one event): a keyed read of
 * one short stream in either event store, and nothing extra written per call during a replay. A document that still
 * holds its transcript (a read model built before list documents dropped it) answers without the read.
 */
export async function loadCallDetail(eventStore: EventStore, doc: CallLogDoc): Promise<CallDetailDoc> {
  if (typeof doc['transcript'] === 'string' || doc['transcript'] === null) return doc as CallDetailDoc;
  const prefix = `${doc.client_id}:`;
  if (!doc.id.startsWith(prefix)) return { ...doc, transcript: null };
  const events = await eventStore.readStream(callStream(doc.id.slice(prefix.length)));
  const logged = events.find((event) => event.type === 'CallLogged.v2' && (event.data as CallLogged['data']).callId === doc.id);
  return { ...doc, transcript: (logged?.data as CallLogged['data'] | undefined)?.transcript ?? null };
}
