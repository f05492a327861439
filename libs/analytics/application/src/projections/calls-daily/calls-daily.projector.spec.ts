import { projectorUnderTest } from '../projector-harness';
import { CALLS_DAILY, callsDailyProjector } from './calls-daily.projector';

const v1 = (client_id: string, started_at: string, duration_seconds: number, outcome: string | null, call_type = 'inbound') => ({
  type: 'CallLogged',
  data: { call_id: `${client_id}:x`, client_id, platform_call_id: 'p', caller_number: '+1 555 0100', started_at, duration_seconds, outcome, call_type },
});
const v2 = (clientId: string, startedAt: string, durationSeconds: number, outcome: string | null) => ({
  type: 'CallLogged.v2',
  data: { callId: `${clientId}:y`, clientId, platformCallId: 'q', callerNumber: '+1 555 0100', startedAt, durationSeconds, outcome, callType: 'inbound' },
});

describe('calls_daily projector', () => {
  it('counts calls by outcome and billed minutes per day, for all clients and per client, from both stored shapes', async () => {
    const projector = projectorUnderTest(callsDailyProjector);
    await projector.given(
      v1('c1', '2026-03-01T09:00:00.000Z', 61, 'booked_appointment'),
      v2('c2', '2026-03-01T23:59:00.000Z', 30, 'missed'),
      v2('c1', '2026-03-02T08:00:00.000Z', 120, null),
      v1('c1', '2026-03-02T08:30:00.000Z', 600, 'completed', 'test'),
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

  it('subscribes to the calls event by both stored names', () => {
    expect(callsDailyProjector.eventTypes).toEqual(['CallLogged', 'CallLogged.v2']);
  });
});
