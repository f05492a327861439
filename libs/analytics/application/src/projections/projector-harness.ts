import type { StoredEvent } from '@receptionist/event-store';
import { inMemoryProjectionContext, type Projector } from '@receptionist/projections';

/** A projector over an in-memory projection context, and a way to feed it stored events (specs only). */
export function projectorUnderTest(projector: Projector) {
  const { context, docs } = inMemoryProjectionContext();
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
    docs,
  };
}
