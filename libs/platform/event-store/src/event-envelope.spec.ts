import { matchesEventFilter, prepareNewEvents } from './event-envelope';

describe('prepareNewEvents', () => {
  const now = new Date('2024-03-01T12:00:00.000Z');

  it('generates ids and correlates every event of one append to the first', () => {
    const [first, second] = prepareNewEvents(
      [
        { type: 'A', data: 1 },
        { type: 'B', data: 2 },
      ],
      now,
    );
    expect(first.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.eventId).not.toBe(first.eventId);
    expect(second.metadata).toEqual({ actorId: null, causationId: null, correlationId: first.eventId, occurredAt: now.toISOString() });
  });

  it('keeps what the caller gave', () => {
    const metadata = { actorId: 'u1', correlationId: 'c1', causationId: 'e0', occurredAt: '2020-01-01T00:00:00.000Z' };
    const eventId = 'b3a1f0c2-1d2e-4f50-8a9b-0c1d2e3f4a5b';
    expect(prepareNewEvents([{ eventId, type: 'A', data: { x: 1 }, metadata }], now)).toEqual([{ eventId, type: 'A', data: { x: 1 }, metadata }]);
  });
});

describe('matchesEventFilter', () => {
  const event = { type: 'StatusChanged', stream: 'demo-request-9' };

  it('passes everything without a filter or with empty lists', () => {
    expect(matchesEventFilter(event, undefined)).toBe(true);
    expect(matchesEventFilter(event, { types: [], streamPrefixes: [] })).toBe(true);
  });

  it('requires an exact type and a matching stream prefix when given', () => {
    expect(matchesEventFilter(event, { types: ['StatusChanged'], streamPrefixes: ['demo-request-'] })).toBe(true);
    expect(matchesEventFilter(event, { types: ['Status'] })).toBe(false);
    expect(matchesEventFilter(event, { streamPrefixes: ['client-', 'request-'] })).toBe(false);
  });
});
