import fc from 'fast-check';
import { fuzz } from '@receptionist/fuzz-tally';
import { parseCallReport } from './call-report';
import { InvalidCallInputError } from './calls.errors';

const valid = {
  platform_call_id: 'pc-1',
  called_number: '+1 (555) 010-0000',
  caller_number: '+1 555 0199',
  started_at: '2030-01-02T03:04:05Z',
  duration_seconds: 75,
  outcome: 'booked_appointment',
  transcript: ' Caller: hi ',
};

describe('parseCallReport', () => {
  it('reads a report, trimming text and defaulting the call type', () => {
    expect(parseCallReport(valid)).toEqual({
      platformCallId: 'pc-1',
      clientId: null,
      calledNumber: '+1 (555) 010-0000',
      details: {
        callerNumber: '+1 555 0199',
        startedAt: '2030-01-02T03:04:05.000Z',
        durationSeconds: 75,
        outcome: 'booked_appointment',
        callType: 'inbound',
        transcript: 'Caller: hi',
        summary: null,
        sentiment: null,
        topic: null,
      },
    });
  });

  it.each([
    [{ ...valid, platform_call_id: '' }, 'platform_call_id is required'],
    [{ ...valid, called_number: undefined }, 'Either client_id or called_number is required'],
    [{ ...valid, client_id: 'x' }, 'client_id must be a client id'],
    [{ ...valid, called_number: 'abc-def' }, 'called_number: Invalid phone number format'],
    [{ ...valid, started_at: 'yesterday' }, 'started_at must be an ISO-8601 instant'],
    [{ ...valid, duration_seconds: -1 }, 'duration_seconds must be a whole number'],
    [{ ...valid, duration_seconds: 1.5 }, 'duration_seconds must be a whole number'],
    [{ ...valid, outcome: 'exploded' }, 'outcome must be one of'],
    [{ ...valid, call_type: 'test' }, 'call_type test is reserved'],
    [{ ...valid, sentiment: 'angry' }, 'sentiment must be one of'],
    [{ ...valid, topic: 'x'.repeat(201) }, 'topic must be at most 200 characters'],
    [[], 'The body must be a JSON object'],
  ])('rejects %j', (input, message) => {
    expect(() => parseCallReport(input)).toThrow(message);
  });

  it('answers any JSON with a report or an InvalidCallInputError', async () => {
    const field = fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.string());
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        platform_call_id: field,
        client_id: field,
        called_number: field,
        caller_number: field,
        started_at: fc.oneof(
          field,
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        ),
        duration_seconds: fc.oneof(field, fc.integer()),
        outcome: field,
        call_type: field,
        sentiment: field,
        topic: field,
      }),
    );
    await fuzz(
      'call-report parser',
      fc.property(body, (input) => {
        try {
          parseCallReport(input);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCallInputError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
