import type { EventStore } from '@receptionist/event-store';
import type { ReadStore } from '@receptionist/read-store';
import type { Projector } from './projector';
import { ProjectionRunner, type RunUntil } from './projection-runner';

export type RebuildUntil = RunUntil;

export interface RebuildProgress {
  /** Global position reached; `position / targetPosition` is the fraction done. */
  position: number;
  targetPosition: number;
  eventsApplied: number;
  eventsPerSecond: number;
  elapsedMs: number;
}

export interface RebuildOptions {
  eventStore: EventStore;
  /** Where to build: a separate store for time travel, or the live store while no runner uses it. */
  target: ReadStore;
  projectors: readonly Projector[];
  until?: RebuildUntil;
  /** Events per batch at most (default 5000). */
  batchSize?: number;
  /** Called after every batch and once at the end. */
  onProgress?: (progress: RebuildProgress) => void;
}

/**
 * Builds the projectors' read models from history into fresh collections of their code version, with the engine's
 * own batches pointed at the target store, and records them as active there, so a runner started on it resumes from
 * where this stopped. Throws ProjectionHandlerError when a handler fails.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildProgress> {
  const { eventStore, target, projectors, until = {}, batchSize = 5000, onProgress } = options;
  const engine = new ProjectionRunner({ eventStore, readStore: target, projectors, batchSize });
  const startedAt = performance.now();
  const progress = ({ position, targetPosition, eventsApplied }: { position: number; targetPosition: number; eventsApplied: number }): RebuildProgress => {
    const elapsedMs = performance.now() - startedAt;
    const eventsPerSecond = elapsedMs > 0 ? Math.round((eventsApplied * 1000) / elapsedMs) : 0;
    return { position, targetPosition, eventsApplied, eventsPerSecond, elapsedMs };
  };
  const outcome = await engine.replay(until, (batch) => onProgress?.(progress(batch)));
  const final = progress(outcome);
  onProgress?.(final);
  return final;
}
