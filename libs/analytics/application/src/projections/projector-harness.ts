import type { StoredEvent } from '@receptionist/event-store';
import type { ProjectionContext, Projector } from '@receptionist/projections';
import type { Doc } from '@receptionist/read-store';

/** An in-memory projection context keyed by collection, and a way to feed a projector stored events (specs only). */
export function projectorUnderTest(projector: Projector) {
  const docs = new Map<string, Map<string, Doc>>();
  const collection = (name: string) => {
    const existing = docs.get(name);
    if (existing) return existing;
    const created = new Map<string, Doc>();
    docs.set(name, created);
    return created;
  };
  const context: ProjectionContext = {
    get: async <T extends Doc>(name: string, id: string) => (collection(name).get(id) as T | undefined) ?? null,
    put: (name, doc) => void collection(name).set(doc.id, doc),
    delete: (name, id) => void collection(name).delete(id),
  };
  let position = 0;
  return {
    async given(...events: { type: string; data: unknown }[]) {
      for (const { type, data } of events) {
        position++;
        const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-03-01T00:00:00.000Z' };
        const stored: StoredEvent = { eventId: `e${position}`, type, data, metadata, stream: 's', revision: position - 1, position };
        await projector.handlers[type](stored, context);
      }
    },
    docs: (name: string) => [...collection(name).values()],
  };
}
