import type { StoredEvent } from '@receptionist/event-store';
import type { ProjectionContext } from '@receptionist/projections';
import type { Doc } from '@receptionist/read-store';
import { PAGE_VIEWS_DAILY, pageViewsDailyProjector } from './page-views-daily.projector';

function inMemoryContext(): ProjectionContext & { docs: Map<string, Doc> } {
  const docs = new Map<string, Doc>();
  return {
    docs,
    get: async <T extends Doc>(_collection: string, id: string) => (docs.get(id) as T | undefined) ?? null,
    put: (_collection, doc) => void docs.set(doc.id, doc),
    delete: (_collection, id) => void docs.delete(id),
  };
}

let position = 0;
function stored(type: string, data: unknown): StoredEvent {
  position++;
  const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2025-03-09T10:00:00.000Z' };
  return { eventId: `e${position}`, type, data, metadata, stream: 'pageviews-2025-03-09', revision: position - 1, position };
}

describe('page_views_daily projector', () => {
  it('counts page views and leads per day and path', async () => {
    const context = inMemoryContext();
    const apply = (event: StoredEvent) => pageViewsDailyProjector.handlers[event.type](event, context);
    await apply(stored('PageViewed', { path: '/', day: '2025-03-09' }));
    await apply(stored('PageViewed', { path: '/', day: '2025-03-09', referrerHost: 'www.google.com' }));
    await apply(stored('PageViewed', { path: '/thank-you', day: '2025-03-09' }));
    await apply(stored('LeadTracked', { path: '/thank-you', day: '2025-03-09' }));
    await apply(stored('PageViewed', { path: '/', day: '2025-03-10' }));

    expect([...context.docs.values()]).toEqual([
      { id: '2025-03-09:/', path: '/', day: '2025-03-09', count: 2, leads: 0 },
      { id: '2025-03-09:/thank-you', path: '/thank-you', day: '2025-03-09', count: 1, leads: 1 },
      { id: '2025-03-10:/', path: '/', day: '2025-03-10', count: 1, leads: 0 },
    ]);
  });

  it('declares its collection and the event types it handles', () => {
    expect(pageViewsDailyProjector.collections.map((collection) => collection.name)).toEqual([PAGE_VIEWS_DAILY]);
    expect(pageViewsDailyProjector.eventTypes).toEqual(['PageViewed', 'LeadTracked']);
  });
});
