import { deciderSpec } from '@receptionist/domain-kit';
import { callDecider, type LogCall } from './call.decider';
import { CallReportConflictError } from './calls.errors';

const command: LogCall = {
  kind: 'LogCall',
  callId: 'client-1:abc',
  clientId: 'client-1',
  platformCallId: 'pc-1',
  details: {
    caller_number: '+1 555 0100',
    started_at: '2030-01-02T03:04:05.000Z',
    duration_seconds: 61,
    outcome: 'booked_appointment',
    call_type: 'inbound',
    transcript: 'Hello',
    summary: null,
    sentiment: 'positive',
    topic: 'Service booking',
  },
};

const { given } = deciderSpec(callDecider);

describe('call decider', () => {
  it('logs a reported call once', () => {
    const events = given().when(command).events;
    expect(events).toEqual([{ type: 'CallLogged', data: { call_id: 'client-1:abc', client_id: 'client-1', platform_call_id: 'pc-1', ...command.details } }]);
    expect(given(...events).when(command).events).toEqual([]);
  });

  it('refuses the same call id with different details', () => {
    const changed = { ...command, details: { ...command.details, duration_seconds: 62 } };
    expect(given(...given().when(command).events).when(changed).error).toBeInstanceOf(CallReportConflictError);
  });
});
