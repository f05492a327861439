import type { Doc, ReadCollection, ReadStore } from '@receptionist/read-store';
import { physicalCollectionName, type Projector } from './projector';

/** How query code reads projections: by logical collection name, never by version. */
export interface ReadModels {
  collection<T extends Doc = Doc>(logicalName: string): ReadCollection<T>;
}

/** Logical collection name → the projector that owns it; two projectors may not share one. */
export function collectionOwners(projectors: readonly Projector[]): Map<string, Projector> {
  const owners = new Map<string, Projector>();
  for (const projector of projectors) {
    for (const { name } of projector.collections) {
      const other = owners.get(name);
      if (other) throw new Error(`Collection "${name}" is declared by both ${other.name} and ${projector.name}`);
      owners.set(name, projector);
    }
  }
  return owners;
}

/** Read models of a store built by `rebuildProjections` (e.g. a time-travel copy): each projector's code version. */
export function readModelsOf(store: ReadStore, projectors: readonly Projector[]): ReadModels {
  const owners = collectionOwners(projectors);
  return {
    collection<T extends Doc = Doc>(logicalName: string) {
      const owner = owners.get(logicalName);
      if (!owner) throw new Error(`No projector declares collection "${logicalName}"`);
      return store.collection<T>(physicalCollectionName(logicalName, owner.version));
    },
  };
}
