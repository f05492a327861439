import type { DemoRequestEvent } from '@receptionist/leads-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { inMemoryProjectionContext } from '@receptionist/projections';
import { DEMO_REQUESTS, LEAD_HISTORY, LEAD_STATS } from './demo-requests.docs';
import { demoRequestsProjector } from './demo-requests.projector';

const admin = { userId: 'u-admin', email: 'admin@example.com' };
const revisions = new Map<string, number>();
function stored(event: DemoRequestEvent, occurredAt: string): StoredEvent {
  const stream = `demo-request-${event.data.requestId}`;
  const revision = (revisions.get(stream) ?? -1) + 1;
  revisions.set(stream, revision);
  const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt };
  return { eventId: `${stream}:${revision}`, type: event.type, data: event.data, metadata, stream, revision, position: revision + 1 };
}

const submitted = (requestId: string, at: string): DemoRequestEvent => ({
  type: 'DemoRequestSubmitted',
  data: {
    requestId,
    formType: 'contact',
    email: 'ada@dealer.example',
    firstName: 'Ada',
    lastName: null,
    companyName: 'Lovelace Motors',
    dealershipName: null,
    phone: '12345',
    jobRole: null,
    dealerType: null,
    websiteUrl: null,
    notes: 'Please call me back.',
    status: 'new',
    submittedAt: at,
  },
});

describe('demo_requests projector', () => {
  it('keeps the list, the stats and the history of each request', async () => {
    const { context, docs } = inMemoryProjectionContext();
    const apply = async (event: DemoRequestEvent, at: string) => {
      const record = stored(event, at);
      await demoRequestsProjector.handlers[record.type](record, context);
    };
    await apply(submitted('r1', '2026-03-01T09:00:00.000Z'), '2026-03-01T09:00:00.000Z');
    await apply(submitted('r2', '2026-03-01T09:05:00.000Z'), '2026-03-01T09:05:00.000Z');
    const changedAt = '2026-03-02T10:00:00.000Z';
    await apply(
      { type: 'StatusChanged', data: { requestId: 'r1', from: 'new', to: 'contacted', by: admin, changedAt, contactedAt: changedAt } },
      changedAt,
    );
    await apply(
      { type: 'DemoRequestNotesSaved', data: { requestId: 'r1', notes: 'Demo on Friday', by: admin, savedAt: '2026-03-02T11:00:00.000Z' } },
      '2026-03-02T11:00:00.000Z',
    );

    expect(docs(LEAD_STATS)).toEqual([{ id: 'all', total: 2, new: 1, contacted: 1, qualified: 0, converted: 0, rejected: 0 }]);
    expect(docs(DEMO_REQUESTS).find((doc) => doc.id === 'r1')).toMatchObject({
      status: 'contacted',
      contactedAt: changedAt,
      notes: 'Demo on Friday',
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-02T11:00:00.000Z',
      revision: 2,
      submittedPosition: 1,
      companyName: 'Lovelace Motors',
    });
    expect(docs(LEAD_HISTORY).filter((doc) => doc.requestId === 'r1')).toEqual([
      {
        id: 'r1:0',
        requestId: 'r1',
        revision: 0,
        kind: 'submitted',
        at: '2026-03-01T09:00:00.000Z',
        byUserId: null,
        byEmail: null,
        from: null,
        to: null,
        notes: null,
      },
      {
        id: 'r1:1',
        requestId: 'r1',
        revision: 1,
        kind: 'status_changed',
        at: changedAt,
        byUserId: 'u-admin',
        byEmail: 'admin@example.com',
        from: 'new',
        to: 'contacted',
        notes: null,
      },
      {
        id: 'r1:2',
        requestId: 'r1',
        revision: 2,
        kind: 'notes_saved',
        at: '2026-03-02T11:00:00.000Z',
        byUserId: 'u-admin',
        byEmail: 'admin@example.com',
        from: null,
        to: null,
        notes: 'Demo on Friday',
      },
    ]);
  });

  it('handles exactly the three demo-request events', () => {
    expect(demoRequestsProjector.eventTypes).toEqual(['DemoRequestSubmitted', 'StatusChanged', 'DemoRequestNotesSaved']);
  });
});

describe('demo_requests projector and other contexts', () => {
  it('ignores a StatusChanged event of another stream', async () => {
    const { context, docs } = inMemoryProjectionContext();
    const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-03-01T09:00:00.000Z' };
    const foreign = { eventId: 'x', type: 'StatusChanged', data: { from: 'a', to: 'b' }, metadata, stream: 'ticket-1', revision: 1, position: 9 };
    await demoRequestsProjector.handlers['StatusChanged'](foreign, context);
    expect(docs(LEAD_STATS)).toEqual([]);
  });
});
