import type { BlobStore } from '@receptionist/blob-store';
import type { EventStore, PersonalDataCodec, SubjectKeys } from '@receptionist/event-store';
import type { ProjectionLeases, ProjectionRunner, ReadModels } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';
import type { AsOfAnchors } from '../as-of/as-of-anchors';
import type { AsOfBuilds } from '../as-of/as-of-builds';
import type { ProcessRole } from '../config/api-config';

/** The stores and the projection engine of this process; every context receives it under its own token. */
export interface Platform {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Leads projectors in `all` and `projector` processes; in `api` processes it only reads their state. */
  projections: ProjectionRunner;
  readModels: ReadModels;
  /** The admin screens' read models as of past instants, built on demand under DATA_DIR/as-of. */
  asOf: AsOfBuilds;
  /** Their anchors (the 1st and 16th of each month) under DATA_DIR/as-of-anchors, kept by the processes that run the projectors. */
  asOfAnchors: AsOfAnchors;
  /** The projectors' leases in the shared read store; null in `api` processes, which lead nothing. */
  leases: ProjectionLeases | null;
  /** Call recordings: files under DATA_DIR/recordings, or the S3-compatible bucket of S3_URL. */
  blobStore: BlobStore;
  /** Personal data in events is sealed with per-subject keys (ARCHITECTURE.md §8): erasing a subject deletes its key. */
  personalData: PersonalData;
  role: ProcessRole;
  /** The directory of this process's embedded stores and generated secrets (DATA_DIR). */
  dataDir: string;
}

export interface PersonalData {
  keys: SubjectKeys;
  codec: PersonalDataCodec;
  close(): Promise<void>;
}

export const PLATFORM = Symbol('Platform');
