import type { ReadStore } from '@receptionist/read-store';
import { newCheckpointKey, physicalNamesOf, type Projector } from './projector';
import type { ProjectorBuild, ProjectorState, ProjectorStateDoc } from './projector-state.store';

/**
 * Starts a build from position 0: empty collections under a checkpoint key nothing has used. `deferIndexes`: the
 * collections get only their unique indexes now (see `CollectionDefinition.deferIndexes`); the others and the
 * full-text (search) indexes are created by `defineCollections` when the build is done — filled in one pass over the
 * final documents instead of one random insert (or full-text trigger) per write and commit; an offline replay:
 * nothing queries the build while it runs.
 */
export async function startFreshBuild(store: ReadStore, projector: Projector, { deferIndexes = false } = {}): Promise<ProjectorBuild> {
  const build: ProjectorBuild = {
    version: projector.version,
    checkpoint: newCheckpointKey(projector),
    collections: [...physicalNamesOf(projector).values()],
  };
  await dropCollections(store, build.collections);
  await defineCollections(store, projector, { deferIndexes });
  return build;
}

/**
 * Creates the projector's collections and indexes where missing (idempotent); `deferIndexes` leaves the non-unique
 * and search indexes out (a later call without it adds them over the documents written).
 */
export async function defineCollections(store: ReadStore, projector: Projector, { deferIndexes = false } = {}): Promise<void> {
  const physical = physicalNamesOf(projector);
  for (const definition of projector.collections) {
    await store.defineCollection({ ...definition, name: physical.get(definition.name) as string, deferIndexes });
  }
}

export async function dropCollections(store: ReadStore, collections: readonly string[], keep: readonly string[] = []) {
  for (const collection of collections) {
    if (!keep.includes(collection)) await store.dropCollection(collection);
  }
}

/**
 * Decides which build the runner works on. The code's version is served directly when it is the active one (or
 * nothing is active yet); otherwise it is built beside the active build, resuming a build of that version already
 * under way. Collections of abandoned builds and of versions retired before a crash are dropped.
 */
export async function planProjectorState(
  store: ReadStore,
  projector: Projector,
  recorded: ProjectorStateDoc | null,
): Promise<{ state: ProjectorState; build: ProjectorBuild; mode: 'active' | 'building' }> {
  const base = { name: projector.name, status: 'catching-up' as const, failure: null };
  if (!recorded) {
    const build = await startFreshBuild(store, projector);
    return { state: { ...base, active: build, building: null, handledRequestId: null }, build, mode: 'active' };
  }
  const { active, building, handledRequestId } = recorded;
  if (active.version === projector.version) {
    if (building) await dropCollections(store, building.collections, active.collections);
    await dropRetiredVersions(store, projector, active.collections);
    await defineCollections(store, projector);
    return { state: { ...base, active, building: null, handledRequestId }, build: active, mode: 'active' };
  }
  let build = building;
  if (build?.version === projector.version) {
    await defineCollections(store, projector);
  } else {
    if (building) await dropCollections(store, building.collections, active.collections);
    build = await startFreshBuild(store, projector);
  }
  return {
    state: { ...base, status: 'rebuilding', active, building: build, handledRequestId },
    build,
    mode: 'building',
  };
}

async function dropRetiredVersions(store: ReadStore, projector: Projector, keep: readonly string[]): Promise<void> {
  const patterns = projector.collections.map(({ name }) => new RegExp(`^${escapeRegExp(name)}_v\\d+$`));
  const retired = (await store.listCollections()).filter((name) => patterns.some((pattern) => pattern.test(name)));
  await dropCollections(store, retired, keep);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
