import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@receptionist/event-store';
import type { CollectionDefinition, Doc } from '@receptionist/read-store';

/**
 * What a handler may do with read models while an event is applied. Reads see the writes made earlier in the same
 * batch. Documents returned by `get` are shared with the batch: copy them (`{ ...doc, field }`) instead of mutating.
 * There is no `find`/`count` here on purpose: pending writes would be invisible to them; a projector that needs a
 * lookup maintains its own lookup documents.
 */
export interface ProjectionContext {
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
  put(collection: string, doc: Doc): void;
  delete(collection: string, id: string): void;
}

// `any` lets each handler declare the data type of the event it handles.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ProjectionHandler = (event: StoredEvent<any>, context: ProjectionContext) => void | Promise<void>;

export interface ProjectorDefinition {
  name: string;
  /** Bump it when the read models' shape or meaning changes: the runner then rebuilds into new collections. */
  version: number;
  /** Logical collection names (and indexes) this projector owns; handlers address them by logical name. */
  collections: readonly CollectionDefinition[];
  handlers: Readonly<Record<string, ProjectionHandler>>;
  /**
   * For collections whose documents belong to one client but whose ids do not name it: the client of a written
   * document. The commit's changes carry it, so live updates reach that client's sockets (and no other client's).
   */
  clientOf?: Readonly<Record<string, (doc: Doc) => string | null>>;
}

export interface Projector extends ProjectorDefinition {
  /** The event types it handles: its subscription filter. */
  eventTypes: readonly string[];
}

export function defineProjector(definition: ProjectorDefinition): Projector {
  if (!/^[A-Za-z][\w-]*$/.test(definition.name)) throw new Error(`Invalid projector name "${definition.name}"`);
  if (!Number.isInteger(definition.version) || definition.version < 1) {
    throw new Error(`Projector ${definition.name}: version must be a positive integer`);
  }
  if (definition.collections.length === 0) throw new Error(`Projector ${definition.name} declares no collections`);
  return { ...definition, eventTypes: Object.keys(definition.handlers) };
}

/** The collection that holds a logical collection's documents for one projector version. */
export function physicalCollectionName(logicalName: string, version: number): string {
  return `${logicalName}_v${version}`;
}

/**
 * A fresh read-store checkpoint key for one build of a projector version. Checkpoints never move back, so every
 * build from position 0 (first start, new version, rebuild) gets its own key, recorded in the projector's state.
 */
export function newCheckpointKey(projector: Pick<Projector, 'name' | 'version'>): string {
  return `${projector.name}_v${projector.version}_${randomUUID().slice(0, 8)}`;
}

/** Logical name → physical name for the given version of a projector. */
export function physicalNamesOf(projector: Projector, version = projector.version): Map<string, string> {
  return new Map(projector.collections.map(({ name }) => [name, physicalCollectionName(name, version)]));
}
