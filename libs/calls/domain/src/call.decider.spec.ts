import { deciderSpec, fold } from '@receptionist/domain-kit';
import type { LogCall } from './call.commands';
import { callDecider } from './call.decider';
import { CALL_UPCASTERS } from './calls.upcasters';
import { CallReportConflictError } from './calls.errors';

const details = {
  callerNumber: '+1 555 0100',
  startedAt: '2030-01-02T03:04:05.000Z',
  durationSeconds: 61,
  outcome: 'booked_appointment' as const,
  callType: 'inbound' as const,
  transcript: 'Hello',
  summary: null,
  sentiment: 'positive' as const,
  topic: 'Service booking',
};
const command: LogCall = { type: 'LogCall', data: { callId: 'client-1:abc', clientId: 'client-1', platformCallId: 'pc-1', details } };
const { given } = deciderSpec(callDecider);

describe('call decider', () => {
  it('logs a reported call once', () => {
    const events = given().when(command).events;
    expect(events).toEqual([{ type: 'CallLogged.v2', data: { callId: 'client-1:abc', clientId: 'client-1', platformCallId: 'pc-1', ...details } }]);
    expect(given(...events).when(command).events).toEqual([]);
  });

  it('refuses the same call id with different details', () => {
    const changed: LogCall = { ...command, data: { ...command.data, details: { ...details, durationSeconds: 62 } } };
    expect(given(...given().when(command).events).when(changed).error).toBeInstanceOf(CallReportConflictError);
  });

  it('reads a CallLogged stored in its first (snake_case) shape as the same call', () => {
    const v1 = {
      call_id: 'client-1:abc',
      client_id: 'client-1',
      platform_call_id: 'pc-1',
      caller_number: '+1 555 0100',
      started_at: '2030-01-02T03:04:05.000Z',
      duration_seconds: 61,
      outcome: 'booked_appointment',
      call_type: 'inbound',
      transcript: 'Hello',
      summary: null,
      sentiment: 'positive',
      topic: 'Service booking',
    };
    const upcaster = CALL_UPCASTERS.find((candidate) => candidate.from === 'CallLogged');
    const state = fold(callDecider, [{ type: 'CallLogged.v2', data: upcaster?.upcast(v1 as never) }]);
    expect(state).toEqual(fold(callDecider, given().when(command).events));
    expect(callDecider.decide(command, state, { now: new Date(), actorId: null })).toEqual([]);
  });
});
