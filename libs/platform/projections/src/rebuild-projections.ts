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
  /** Move on the builds already recorded in the target (a copy of an earlier rebuild) instead of starting fresh ones. */
  resume?: boolean;
  /** Events per batch at most (default 12,500). */
  batchSize?: number;
  /** Estimated bytes of event data per batch at most (default 64 MiB). */
  maxBatchBytes?: number;
  /** Time spent reading and applying one batch at most, in ms (default 5000). */
  maxBatchMs?: number;
  /** Bytes of read-model documents each projector keeps cached (default: the engine's). */
  maxCachedBytes?: number;
  /**
   * How long one commit may hold the event loop, in ms (default Infinity: an offline rebuild). A rebuild inside a
   * process that serves requests ("as of" builds in the API) bounds it, as the live loop does.
   */
  maxCommitMs?: number;
  /** Called after every batch and once at the end. */
  onProgress?: (progress: RebuildProgress) => void;
}

/**
 * A rebuild's batches: larger than the live loop's (which keeps each commit short so requests are served while it
 * catches up). Nothing queries a rebuild while it runs, and a read-model commit costs mostly the index pages it
 * dirties, so fewer, larger commits write less (measured: 1 GB → 0.2 GB for a 200k-event log at 50,000 events). A
 * rebuild's commits run behind the next batch (in the store's write thread, where it has one), so two batches' writes
 * are held at a time: at 12,500 events a 1M-event replay was as fast as at 50,000, with 60-90 MB less peak RSS
 * (docs/scale-out.md, seventeenth round).
 */
const OFFLINE_BATCH = { events: 12_500, bytes: 64 * 1024 * 1024, ms: 5000 };

/**
 * Builds the projectors' read models from history into fresh collections of their code version, with the engine's
 * own batches pointed at the target store (secondary indexes created once at the end), and records them as active
 * there, so a runner started on it (or a rebuild with `resume`) goes on from where this stopped. Throws
 * ProjectionHandlerError when a handler fails.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildProgress> {
  const { eventStore, target, projectors, until = {}, maxCachedBytes, maxCommitMs = Infinity, onProgress } = options;
  const { batchSize = OFFLINE_BATCH.events, maxBatchBytes = OFFLINE_BATCH.bytes, maxBatchMs = OFFLINE_BATCH.ms } = options;
  const engine = new ProjectionRunner({
    eventStore,
    readStore: target,
    projectors,
    batchSize,
    maxBatchBytes,
    maxBatchMs,
    maxCachedBytes,
    maxCommitMs,
  });
  const startedAt = performance.now();
  const progress = ({
    position,
    targetPosition,
    eventsApplied,
  }: {
    position: number;
    targetPosition: number;
    eventsApplied: number;
  }): RebuildProgress => {
    const elapsedMs = performance.now() - startedAt;
    const eventsPerSecond = elapsedMs > 0 ? Math.round((eventsApplied * 1000) / elapsedMs) : 0;
    return { position, targetPosition, eventsApplied, eventsPerSecond, elapsedMs };
  };
  const onBatch = (batch: Parameters<typeof progress>[0]) => onProgress?.(progress(batch));
  const outcome = await (options.resume ? engine.advance(until, onBatch) : engine.replay(until, onBatch));
  const final = progress(outcome);
  onProgress?.(final);
  return final;
}
