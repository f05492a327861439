import { CALL_UPCASTERS } from '@receptionist/calls-domain';
import { CLIENT_UPCASTERS } from '@receptionist/clients-domain';
import { type EventStore, upcastingEventStore } from '@receptionist/event-store';

/** Every context's upcasters: stored events of earlier shapes are read as the current ones (never rewritten). */
export const EVENT_UPCASTERS = [...CLIENT_UPCASTERS, ...CALL_UPCASTERS];

/** The event store as every reader (API, projectors, tools, benches) must see it: through the upcasters. */
export function withUpcasters(store: EventStore): EventStore {
  return upcastingEventStore(store, EVENT_UPCASTERS);
}
