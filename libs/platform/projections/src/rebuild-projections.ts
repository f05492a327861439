import type { EventStore, StoredEvent } from '@receptionist/event-store';
import type { ReadStore } from '@receptionist/read-store';
import { applyEvent } from './apply-event';
import { BatchContext } from './batch-context';
import { physicalNamesOf, type Projector } from './projector';
import { dropCollections, startFreshBuild } from './projector-builds';
import { loadProjectorState, saveProjectorState, type ProjectorBuild } from './projector-state.store';

export interface RebuildUntil {
  /** Include events up to this global position (inclusive). */
  position?: number;
  /** Include events that occurred at or before this ISO instant; reading stops at the first later event. */
  time?: string;
}

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
  /** Events per commit (default 5000). */
  batchSize?: number;
  /** Called after every commit and once at the end. */
  onProgress?: (progress: RebuildProgress) => void;
}

interface Target {
  projector: Projector;
  build: ProjectorBuild;
  context: BatchContext;
}

/**
 * Builds the projectors' read models from history in one pass over the log, into fresh collections of their code
 * version, and records them as active in the target store, so a runner started on it resumes from where this stopped.
 * Throws ProjectionHandlerError when a handler fails.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildProgress> {
  const { eventStore, target, projectors, until = {}, batchSize = 5000, onProgress } = options;
  const targets = await Promise.all(projectors.map((projector) => prepareTarget(target, projector)));
  const byType = groupByEventType(targets);
  const head = await eventStore.headPosition();
  const targetPosition = Math.min(until.position ?? head, head);
  const untilTime = until.time === undefined ? undefined : Date.parse(until.time);
  if (untilTime !== undefined && Number.isNaN(untilTime)) throw new RangeError(`Invalid time "${until.time}"`);

  const startedAt = performance.now();
  let eventsApplied = 0;
  let sinceCommit = 0;
  let reached = 0;
  const progress = (): RebuildProgress => {
    const elapsedMs = performance.now() - startedAt;
    const eventsPerSecond = elapsedMs > 0 ? Math.round((eventsApplied * 1000) / elapsedMs) : 0;
    return { position: reached, targetPosition, eventsApplied, eventsPerSecond, elapsedMs };
  };
  const commitAll = async (position: number) => {
    for (const { build, context } of targets) await target.commit({ projector: build.checkpoint, position, writes: context.drainWrites().writes });
    reached = position;
    sinceCommit = 0;
    onProgress?.(progress());
  };

  let timeCut = false;
  const filter = { types: [...byType.keys()] };
  for await (const event of eventStore.readAll({ from: 0, to: targetPosition, filter, batchSize: 1000 })) {
    if (untilTime !== undefined && Date.parse(event.metadata.occurredAt) > untilTime) {
      timeCut = true;
      await commitAll(event.position - 1);
      break;
    }
    const applying = applyToAll(byType.get(event.type) ?? [], event);
    if (applying) await applying;
    eventsApplied++;
    if (++sinceCommit >= batchSize) await commitAll(event.position);
  }
  if (!timeCut) await commitAll(targetPosition);
  for (const { projector, build } of targets) await recordActive(target, projector, build);
  return progress();
}

async function prepareTarget(store: ReadStore, projector: Projector): Promise<Target> {
  return { projector, build: await startFreshBuild(store, projector), context: new BatchContext(store, physicalNamesOf(projector)) };
}

function groupByEventType(targets: Target[]): Map<string, Target[]> {
  const byType = new Map<string, Target[]>();
  for (const target of targets) {
    for (const type of target.projector.eventTypes) byType.set(type, [...(byType.get(type) ?? []), target]);
  }
  return byType;
}

function applyToAll(targets: Target[], event: StoredEvent): void | Promise<void> {
  for (let index = 0; index < targets.length; index++) {
    const applying = applyEvent(targets[index].projector, event, targets[index].context);
    if (applying) return applying.then(() => applyToAll(targets.slice(index + 1), event));
  }
}

/** Makes the new build the active one in the target store and drops the collections it replaces. */
async function recordActive(store: ReadStore, projector: Projector, build: ProjectorBuild): Promise<void> {
  const previous = await loadProjectorState(store, projector.name);
  const replaced = [...(previous?.active.collections ?? []), ...(previous?.building?.collections ?? [])];
  await saveProjectorState(store, {
    name: projector.name,
    active: build,
    building: null,
    status: 'live',
    failure: null,
    handledRequestId: previous?.handledRequestId ?? null,
  });
  await dropCollections(store, replaced, build.collections);
}
