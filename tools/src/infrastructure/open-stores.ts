import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type EventStore, KurrentDbEventStore, SqliteEventStore } from '@receptionist/event-store';
import { MongoReadStore, type ReadStore, SqliteReadStore } from '@receptionist/read-store';
import { withUpcasters } from '@receptionist/contexts';
import type { EventStoreSettings, ReadStoreSettings } from './store-settings';

export function openEventStore(settings: EventStoreSettings): EventStore {
  if (settings.kind === 'kurrentdb') return withUpcasters(new KurrentDbEventStore({ connectionString: settings.connectionString }));
  mkdirSync(dirname(settings.file), { recursive: true });
  return withUpcasters(new SqliteEventStore({ file: settings.file }));
}

export function openReadStore(settings: ReadStoreSettings): ReadStore {
  if (settings.kind === 'mongodb') return new MongoReadStore({ url: settings.url, database: settings.database });
  mkdirSync(dirname(settings.file), { recursive: true });
  return new SqliteReadStore({ file: settings.file });
}
