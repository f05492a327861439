import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { withUpcasters } from '@receptionist/contexts';
import { type EventStore, KurrentDbEventStore, SqliteEventStore } from '@receptionist/event-store';
import { type ProjectionLeases, ReadStoreProjectionLeases } from '@receptionist/projections';
import { MongoReadStore, type ReadStore, SqliteReadStore } from '@receptionist/read-store';
import type { ApiConfig } from '../config/api-config';

export function openEventStore(config: ApiConfig): EventStore {
  if (config.eventStore.kind === 'kurrentdb') {
    return withUpcasters(new KurrentDbEventStore({ connectionString: config.eventStore.url }));
  }
  mkdirSync(config.dataDir, { recursive: true });
  return withUpcasters(new SqliteEventStore({ file: join(config.dataDir, 'events.db') }));
}

export function openReadStore(config: ApiConfig): ReadStore {
  if (config.readStore.kind === 'mongodb') {
    return new MongoReadStore({ url: config.readStore.url, database: config.readStore.database });
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
