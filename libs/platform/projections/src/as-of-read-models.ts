import type { ReadModels } from './read-models';

/**
 * The read models as they were at a past instant (ISO-8601): built from the log up to it into a separate store,
 * cached and reused; the live read models are not touched. Rejects an invalid or future instant (`invalid_input`).
 */
export interface AsOfReadModels {
  at(instant: string): Promise<ReadModels>;
}

/** The live read models, or those as of `asOf` when one is given. */
export function readModelsAsOf(platform: { readModels: ReadModels; asOf: AsOfReadModels }, asOf: string | null | undefined): Promise<ReadModels> {
  return asOf ? platform.asOf.at(asOf) : Promise.resolve(platform.readModels);
}

/** Under DATA_DIR: the anchors "as of" builds start from, kept across restarts (copies of read models). */
export const AS_OF_ANCHORS_DIRECTORY = 'as-of-anchors';
