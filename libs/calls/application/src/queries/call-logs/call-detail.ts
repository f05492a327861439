import { CALL_EVENT_TYPES, type CallEvent, callDecider, type CallState, callStream } from '@receptionist/calls-domain';
import { fold } from '@receptionist/domain-kit';
import type { EventStore } from '@receptionist/event-store';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';

/** What the receptionist did on the call, as its stream holds it now (appointment status, message handled…). */
export type CallOutcomesState = Pick<CallState, 'appointment' | 'message' | 'transfer' | 'sms'>;

/** One call with the long fields the list leaves out, and its outcomes. */
export type CallDetailDoc = CallLogDoc & { transcript: string | null; outcomes: CallOutcomesState; recording: CallState['recording'] };

const CALL_EVENT_NAMES = new Set<string>(CALL_EVENT_TYPES);

/**
 * The call with its transcript and outcomes, folded from the call's own event stream (`call-<call key>`, a handful of
 * events): a keyed read of one short stream in either event store, and nothing extra written per call during a
 * replay. A document that still holds its transcript (a read model built before list documents dropped it) keeps it.
 */
export async function loadCallDetail(eventStore: EventStore, doc: CallLogDoc): Promise<CallDetailDoc> {
  const prefix = `${doc.client_id}:`;
  const events = doc.id.startsWith(prefix) ? await eventStore.readStream(callStream(doc.id.slice(prefix.length))) : [];
  const ofThisCall = events.filter((event) => CALL_EVENT_NAMES.has(event.type) && (event.data as { callId?: string }).callId === doc.id);
  const { logged, appointment, message, transfer, sms, recording } = fold(callDecider, ofThisCall as unknown as CallEvent[]);
  const transcript =
    typeof doc['transcript'] === 'string' || doc['transcript'] === null ? (doc['transcript'] as string | null) : (logged?.transcript ?? null);
  return { ...doc, agent: doc.agent ?? logged?.agent ?? null, transcript, outcomes: { appointment, message, transfer, sms }, recording };
}
