import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CALL_UPCASTERS } from '@receptionist/calls-domain';
import { CLIENT_UPCASTERS } from '@receptionist/clients-domain';
import { type EventStore, KurrentDbEventStore, SqliteEventStore, upcastingEventStore } from '@receptionist/event-store';
import { type ProjectionLeases, ReadStoreProjectionLeases } from '@receptionist/projections';
import { MongoReadStore, type ReadStore, SqliteReadStore } from '@receptionist/read-store';
import type { ApiConfig } from '../config/api-config';

const DEFAULT_MONGO_DATABASE = 'receptionist';

/** Every context's upcasters: stored events of earlier shapes are read as the current ones (never rewritten). */
export const EVENT_UPCASTERS = [...CLIENT_UPCASTERS, ...CALL_UPCASTERS];

export function openEventStore(config: ApiConfig): EventStore {
  if (config.eventStore.kind === 'kurrentdb') {
    return upcastingEventStore(new KurrentDbEventStore({ connectionString: config.eventStore.url }), EVENT_UPCASTERS);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return upcastingEventStore(new SqliteEventStore({ file: join(config.dataDir, 'events.db') }), EVENT_UPCASTERS);
}

export function openReadStore(config: ApiConfig): ReadStore {
  if (config.readStore.kind === 'mongodb') {
    return new MongoReadStore({ url: config.readStore.url, database: mongoDatabaseName(config.readStore.url) });
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteReadStore({ file: readModelsFile(config), cacheMib: config.readStore.cacheMib });
}

/** The projectors' leases, kept (and fenced) by the read store every process shares, whichever its adapter. */
export function openProjectionLeases(readStore: ReadStore): ProjectionLeases {
  return new ReadStoreProjectionLeases(readStore);
}

function readModelsFile(config: ApiConfig): string {
  return join(config.dataDir, 'read-models.db');
}

/** The database named in the connection string's path (`mongodb://host/receptionist?...`), else `receptionist`. */
export function mongoDatabaseName(url: string): string {
  const afterHosts = url.replace(/^[a-z+]+:\/\/[^/]*/i, '');
  const name = decodeURIComponent(afterHosts.replace(/^\//, '').split('?', 1)[0]);
  return name || DEFAULT_MONGO_DATABASE;
}
