import { CALL_PERSONAL_DATA, CALL_UPCASTERS } from '@receptionist/calls-domain';
import { CLIENT_PERSONAL_DATA, CLIENT_UPCASTERS } from '@receptionist/clients-domain';
import type { PersonalDataRules } from '@receptionist/domain-kit';
import { type EventStore, PersonalDataCodec, protectingEventStore, type SubjectKeys, upcastingEventStore } from '@receptionist/event-store';
import { USER_PERSONAL_DATA } from '@receptionist/identity-domain';
import { DEMO_REQUEST_PERSONAL_DATA } from '@receptionist/leads-domain';
import { NOTIFICATIONS_PERSONAL_DATA } from '@receptionist/notifications-domain';
import { WEBHOOK_DELIVERY_PERSONAL_DATA } from '@receptionist/webhooks-domain';

/** Every context's upcasters: stored events of earlier shapes are read as the current ones (never rewritten). */
export const EVENT_UPCASTERS = [...CLIENT_UPCASTERS, ...CALL_UPCASTERS];

/** Every context's personal fields, by event type. */
export const PERSONAL_DATA_RULES: PersonalDataRules = {
  ...DEMO_REQUEST_PERSONAL_DATA,
  ...USER_PERSONAL_DATA,
  ...CLIENT_PERSONAL_DATA,
  ...CALL_PERSONAL_DATA,
  ...NOTIFICATIONS_PERSONAL_DATA,
  ...WEBHOOK_DELIVERY_PERSONAL_DATA,
};

/** The event store as every reader (API, projectors, tools, benches) must see it: through the upcasters. */
export function withUpcasters(store: EventStore): EventStore {
  return upcastingEventStore(store, EVENT_UPCASTERS);
}

/** The codec sealing every context's personal fields with their subjects' keys. */
export const personalDataCodec = (keys: SubjectKeys, options?: { cacheMs?: number }) => new PersonalDataCodec(PERSONAL_DATA_RULES, keys, options);

/**
 * The event store as the product uses it: personal values sealed on append and opened on read (ARCHITECTURE.md §8),
 * older shapes upcast.
 */
export function readableEventStore(store: EventStore, codec: PersonalDataCodec): EventStore {
  return withUpcasters(protectingEventStore(store, codec));
}
