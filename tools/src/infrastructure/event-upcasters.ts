import { CALL_UPCASTERS } from '@receptionist/calls-domain';
import { CLIENT_UPCASTERS } from '@receptionist/clients-domain';
import { type EventStore, upcastingEventStore } from '@receptionist/event-store';

/** Every context's upcasters (stored events of earlier shapes read as current ones); the API opens its store the same way. */
export const EVENT_UPCASTERS = [...CLIENT_UPCASTERS, ...CALL_UPCASTERS];

export function withUpcasters(store: EventStore): EventStore {
  return upcastingEventStore(store, EVENT_UPCASTERS);
}
