import { NO_STREAM, START, type AllStreamResolvedEvent } from '@kurrent/kurrentdb-client';
import { actualRevision, toReadPosition, toServerFilter, toStoredEvent, toStreamState } from './kurrentdb-mapping';

function resolved(overrides: Record<string, unknown>): AllStreamResolvedEvent {
  const event = {
    streamId: 'lead-1',
    id: 'f3a0c2de-0000-4000-8000-000000000001',
    isJson: true,
    revision: 4n,
    type: 'LeadSubmitted',
    created: new Date(),
    data: { name: 'Ada' },
    metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2024-01-01T00:00:00.000Z' },
    position: { commit: 1234n, prepare: 1234n },
    ...overrides,
  };
  return { event } as unknown as AllStreamResolvedEvent;
}

describe('KurrentDB mapping', () => {
  it('maps expected revisions to stream states and actual states back to revisions', () => {
    expect([toStreamState('no_stream'), toStreamState('any'), toStreamState(3)]).toEqual(['no_stream', 'any', 3n]);
    expect([actualRevision(NO_STREAM), actualRevision(7n)]).toEqual([-1, 7]);
  });

  it('reads from the start, or from a numeric position as a commit/prepare pair', () => {
    expect(toReadPosition(undefined)).toBe(START);
    expect(toReadPosition(0)).toBe(START);
    expect(toReadPosition(42)).toEqual({ commit: 42n, prepare: 42n });
  });

  it('filters on the server by exact (escaped) type when given, else by the scoped stream prefixes', () => {
    expect(toServerFilter({ streamPrefixes: ['lead-'] }, ['lead-'])).toMatchObject({ filterOn: 'streamName', prefixes: ['lead-'] });
    const byType = toServerFilter({ types: ['Status.v2', 'Opened'], streamPrefixes: ['lead-'] }, ['lead-']);
    expect(byType).toMatchObject({ filterOn: 'eventType', regex: '^(?:Status\\.v2|Opened)$' });
    const regex = new RegExp((byType as { regex: string }).regex);
    expect(['Status.v2', 'Opened', 'Statusxv2', 'Opened2'].map((type) => regex.test(type))).toEqual([true, true, false, false]);
    expect(toServerFilter({ types: [] }, ['user-', 'call-'])).toMatchObject({ filterOn: 'streamName', prefixes: ['user-', 'call-'] });
  });

  it('maps a recorded event to a stored event with a numeric position, and drops system and binary events', () => {
    expect(toStoredEvent(resolved({}))).toEqual({
      eventId: 'f3a0c2de-0000-4000-8000-000000000001',
      type: 'LeadSubmitted',
      data: { name: 'Ada' },
      metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2024-01-01T00:00:00.000Z' },
      stream: 'lead-1',
      revision: 4,
      position: 1234,
    });
    expect(toStoredEvent(resolved({ type: '$metadata' }))).toBeUndefined();
    expect(toStoredEvent(resolved({ isJson: false, data: new Uint8Array([1]) }))).toBeUndefined();
  });
});
