import type { EventStore } from '@receptionist/event-store';
import type { ProjectionRunner, ReadModels } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';

/** The stores and the projection runner of this process; every context receives it under its own token. */
export interface Platform {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: ProjectionRunner;
  readModels: ReadModels;
  /** The directory of this process's embedded stores and generated secrets (DATA_DIR). */
  dataDir: string;
}

export const PLATFORM = Symbol('Platform');
