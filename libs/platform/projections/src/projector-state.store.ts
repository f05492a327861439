import { randomUUID } from 'node:crypto';
import type { Doc, ReadStore } from '@receptionist/read-store';

/** Collection names must start with a letter; logical collections never clash with it (theirs end in _v<N>). */
export const PROJECTOR_STATE_COLLECTION = 'projector_state';

export type ProjectorStatusName = 'catching-up' | 'live' | 'failed' | 'rebuilding';

export interface ProjectorFailure {
  /** Position of the event that failed, or of the checkpoint when the store itself failed. */
  position: number;
  eventId: string | null;
  type: string | null;
  error: string;
}

/** `rebuild`: build the read models again from position 0 (after an erasure made stored values unreadable). */
export type ProjectorAction = 'retry' | 'skip' | 'rebuild';

/** One build of a projector version: where its checkpoint is kept and which physical collections it fills. */
export interface ProjectorBuild {
  version: number;
  checkpoint: string;
  collections: string[];
}

/** What the runner records about a projector, readable by other processes (CLI, admin tools). */
export interface ProjectorState {
  name: string;
  /** The build whose collections queries read. */
  active: ProjectorBuild;
  /** Another version being built beside the active one, or null. */
  building: ProjectorBuild | null;
  status: ProjectorStatusName;
  failure: ProjectorFailure | null;
  /** The last operator request carried out. */
  handledRequestId: string | null;
}

export type ProjectorStateDoc = Doc & ProjectorState & { kind: 'state'; updatedAt: string };

/** An operator's request, written by another process and carried out by the running runner. */
export interface ProjectorActionRequestDoc extends Doc {
  kind: 'request';
  projector: string;
  requestId: string;
  action: ProjectorAction;
  requestedAt: string;
}

const requestId = (projector: string) => `request:${projector}`;

let lastStamp = 0;
/**
 * The read store only writes through projector commits, whose positions must grow per document (MongoDB ignores
 * older ones). State documents each have one writer, so a strictly increasing clock stamp serves as their position.
 */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

async function writeStateDoc(store: ReadStore, doc: Doc): Promise<void> {
  await store.defineCollection({ name: PROJECTOR_STATE_COLLECTION });
  await store.commit({
    projector: `${PROJECTOR_STATE_COLLECTION}:${doc.id}`,
    position: nextStamp(),
    writes: [{ kind: 'put', collection: PROJECTOR_STATE_COLLECTION, doc }],
  });
}

export async function loadProjectorState(store: ReadStore, projector: string): Promise<ProjectorStateDoc | null> {
  await store.defineCollection({ name: PROJECTOR_STATE_COLLECTION });
  return store.collection<ProjectorStateDoc>(PROJECTOR_STATE_COLLECTION).get(projector);
}

export function saveProjectorState(store: ReadStore, state: ProjectorState) {
  return writeStateDoc(store, { ...state, id: state.name, kind: 'state', updatedAt: new Date().toISOString() });
}

/** Every projector's recorded state, for operator tools. */
export async function readProjectorStates(store: ReadStore): Promise<ProjectorStateDoc[]> {
  await store.defineCollection({ name: PROJECTOR_STATE_COLLECTION });
  return store.collection<ProjectorStateDoc>(PROJECTOR_STATE_COLLECTION).find({ where: { kind: 'state' }, orderBy: { field: 'name' } });
}

/** Asks the runner (possibly in another process) to retry or skip the failed event of a projector, or to rebuild it. */
export async function requestProjectorAction(store: ReadStore, projector: string, action: ProjectorAction) {
  const request: ProjectorActionRequestDoc = {
    id: requestId(projector),
    kind: 'request',
    projector,
    requestId: randomUUID(),
    action,
    requestedAt: new Date().toISOString(),
  };
  await writeStateDoc(store, request);
  return request;
}

export async function loadProjectorActionRequest(store: ReadStore, projector: string) {
  return store.collection<ProjectorActionRequestDoc>(PROJECTOR_STATE_COLLECTION).get(requestId(projector));
}
