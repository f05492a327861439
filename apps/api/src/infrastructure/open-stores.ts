import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BlobStore, FilesystemBlobStore, S3BlobStore } from '@receptionist/blob-store';
import { personalDataCodec, readableEventStore } from '@receptionist/contexts';
import { type EventStore, KurrentDbEventStore, type PersonalDataCodec, SqliteEventStore } from '@receptionist/event-store';
import { openOperationalStore } from '@receptionist/identity-application';
import { type ProjectionLeases, ReadStoreProjectionLeases } from '@receptionist/projections';
import { MongoReadStore, type ReadStore, SqliteReadStore } from '@receptionist/read-store';
import type { ApiConfig } from '../config/api-config';
import type { PersonalData } from './platform';

export function openEventStore(config: ApiConfig, codec: PersonalDataCodec): EventStore {
  if (config.eventStore.kind === 'kurrentdb') {
    return readableEventStore(new KurrentDbEventStore({ connectionString: config.eventStore.url }), codec);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return readableEventStore(new SqliteEventStore({ file: join(config.dataDir, 'events.db') }), codec);
}

/** The subjects' keys (in the operational store every instance shares) and the codec that seals and opens with them. */
export async function openPersonalData(config: ApiConfig): Promise<PersonalData> {
  const operationalStore = await openOperationalStore(config.identity);
  const keys = operationalStore.subjectKeys;
  return { keys, codec: personalDataCodec(keys), close: () => operationalStore.close() };
}

export function openReadStore(config: ApiConfig): ReadStore {
  if (config.readStore.kind === 'mongodb') {
    return new MongoReadStore({ url: config.readStore.url, database: config.readStore.database });
  }
  mkdirSync(config.dataDir, { recursive: true });
  // A projector serves no queries: its reads are short lookups of its own. In an `all` process, the projectors' commits
  // run in a thread of their own, so that a catch-up's commits never hold a request.
  const readWorkers = config.role === 'projector' ? 0 : config.readStore.readWorkers;
  const writeThread = config.role === 'all';
  return new SqliteReadStore({ file: readModelsFile(config), cacheMib: config.readStore.cacheMib, readWorkers, writeThread });
}

/** Where call recordings are kept: the S3-compatible bucket of S3_URL, else files under DATA_DIR/recordings. */
export function openBlobStore(config: ApiConfig): BlobStore {
  if (config.recordings.s3Url) return S3BlobStore.fromUrl(config.recordings.s3Url);
  return new FilesystemBlobStore(join(config.dataDir, 'recordings'));
}

/** The projectors' leases, kept (and fenced) by the read store every process shares, whichever its adapter. */
export function openProjectionLeases(readStore: ReadStore): ProjectionLeases {
  return new ReadStoreProjectionLeases(readStore);
}

function readModelsFile(config: ApiConfig): string {
  return join(config.dataDir, 'read-models.db');
}
