import { projectorUnderTest } from '../projector-harness';
import { CALLS_DAILY, callsDailyProjector } from './calls-daily.projector';

// Calls stored in their first shape reach projectors upcast to this one (upcasting-event-store.int.spec.ts).
const logged = (clientId: string, startedAt: string, durationSeconds: number, outcome: string | null, callType = 'inbound') => ({
  type: 'CallLogged.v3',
  data: {
    callId: `${clientId}:${startedAt}`,
    clientId,
    platformCallId: 'q',
    callerNumber: '+1 555 0100',
    startedAt,
    durationSeconds,
    outcome,
    callType,
  },
});

describe('calls_daily projector', () => {
  it("counts calls by outcome and billed minutes per day, for all clients and per client, from calls' stored CallLogged.v3", async () => {
    const projector = projectorUnderTest(callsDailyProjector);
    await projector.given(
      logged('c1', '2026-03-01T09:00:00.000Z', 61, 'booked_appointment'),
      logged('c2', '2026-03-01T23:59:00.000Z', 30, 'missed'),
      logged('c1', '2026-03-02T08:00:00.000Z', 120, null),
      logged('c1', '2026-03-02T08:30:00.000Z', 600, 'completed', 'test'),
    );
    const zero = { booked_appointment: 0, completed: 0, missed: 0, voicemail: 0, information: 0, unknown: 0 };
    expect(projector.docs(CALLS_DAILY)).toEqual([
      { ...zero, id: '2026-03-01:*', day: '2026-03-01', clientId: '*', calls: 2, minutes: 3, booked_appointment: 1, missed: 1 },
      { ...zero, id: '2026-03-01:c1', day: '2026-03-01', clientId: 'c1', calls: 1, minutes: 2, booked_appointment: 1 },
      { ...zero, id: '2026-03-01:c2', day: '2026-03-01', clientId: 'c2', calls: 1, minutes: 1, missed: 1 },
      { ...zero, id: '2026-03-02:*', day: '2026-03-02', clientId: '*', calls: 1, minutes: 2, unknown: 1 },
      { ...zero, id: '2026-03-02:c1', day: '2026-03-02', clientId: 'c1', calls: 1, minutes: 2, unknown: 1 },
    ]);
  });

  it("subscribes to calls' event by its stored name", () => {
    expect(callsDailyProjector.eventTypes).toEqual(['CallLogged.v3']);
  });
});
