import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type EventStore, KurrentDbEventStore, SqliteEventStore } from '@receptionist/event-store';
import { MongoReadStore, type ReadStore, SqliteReadStore } from '@receptionist/read-store';
import { openReadableEventStore } from '@receptionist/contexts';
import type { EventStoreSettings, ReadStoreSettings, StoreSettings } from './store-settings';

/** The event store as the API sees it: personal values sealed and opened with the subjects' keys. */
export async function openEventStore({ eventStore, identity }: Pick<StoreSettings, 'eventStore' | 'identity'>): Promise<EventStore> {
  return openReadableEventStore(openStoredEvents(eventStore), identity);
}

/** The event store's adapter itself: events as stored (personal values sealed, older shapes not upcast). */
export function openStoredEvents(settings: EventStoreSettings): EventStore {
  if (settings.kind === 'kurrentdb') return new KurrentDbEventStore({ connectionString: settings.connectionString });
  mkdirSync(dirname(settings.file), { recursive: true });
  return new SqliteEventStore({ file: settings.file });
}

export function openReadStore(settings: ReadStoreSettings): ReadStore {
  if (settings.kind === 'mongodb') return new MongoReadStore({ url: settings.url, database: settings.database });
  mkdirSync(dirname(settings.file), { recursive: true });
  // A replay commits in the write thread while the next events are applied.
  return new SqliteReadStore({ file: settings.file, writeThread: true });
}
