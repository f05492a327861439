import type { Doc } from '@receptionist/read-store';
import type { ProjectionContext } from './projector';

/** A projection context over plain maps, for specs that feed a projector's handlers directly; `docs` lists a collection. */
export function inMemoryProjectionContext(): { context: ProjectionContext; docs: (collection: string) => Doc[] } {
  const collections = new Map<string, Map<string, Doc>>();
  const of = (name: string) => {
    const docs = collections.get(name) ?? new Map<string, Doc>();
    collections.set(name, docs);
    return docs;
  };
  const context: ProjectionContext = {
    get: async <T extends Doc>(collection: string, id: string) => (of(collection).get(id) as T | undefined) ?? null,
    put: (collection, doc) => void of(collection).set(doc.id, doc),
    delete: (collection, id) => void of(collection).delete(id),
  };
  return { context, docs: (collection) => [...of(collection).values()] };
}
