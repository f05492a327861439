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
        agent: null,
      },
      outcomes: { appointment: null, message: null, transfer: null, sms: null },
      recordingUrl: null,
    });
  });

  it('reads the recording URL: https, or http too where the development flag allows it', () => {
    expect(parseCallReport({ ...valid, recording_url: 'https://media.example.com/rec/1.wav?sig=a b' }).recordingUrl).toBe(
      'https://media.example.com/rec/1.wav?sig=a%20b',
    );
    expect(() => parseCallReport({ ...valid, recording_url: 'http://127.0.0.1:9000/1.wav' })).toThrow('recording_url must be an https URL');
    expect(parseCallReport({ ...valid, recording_url: 'http://127.0.0.1:9000/1.wav' }, { allowHttpRecordingUrl: true }).recordingUrl).toBe(
      'http://127.0.0.1:9000/1.wav',
    );
  });

  it.each([
    [{ ...valid, recording_url: 42 }, 'recording_url must be an https URL'],
    [{ ...valid, recording_url: 'not a url' }, 'recording_url must be an https URL'],
    [{ ...valid, recording_url: 'ftp://media.example.com/1.wav' }, 'recording_url must be an https URL'],
    [{ ...valid, recording_url: 'file:///etc/passwd' }, 'recording_url must be an https URL'],
    [{ ...valid, recording_url: `https://media.example.com/${'a'.repeat(2048)}` }, 'recording_url must be at most 2048 characters'],
    [{ ...valid, recording_url: 'https://user:secret@media.example.com/1.wav' }, 'recording_url must not carry a user name or password'],
  ])('rejects the recording URL in %j', (input, message) => {
    expect(() => parseCallReport(input)).toThrow(message);
  });

  it('reads the agent and the outcomes, trimmed, with the message urgency defaulting to normal', () => {
    const report = parseCallReport({
      ...valid,
      agent: 'service',
      appointment: { starts_at: '2030-01-05T09:30:00-05:00', kind: 'service', customer_name: ' Maria ', vehicle: '2021 Civic', concern: 'Brakes' },
      message: { callback_number: ' +1 555 0101 ', text: ' Call me back ' },
      transfer: { department: 'sales', to_number: '+1 555 0102', answered: false },
      sms: { to: '+1 555 0199', text: 'See you Saturday', status: 'sent' },
    });
    expect(report.details.agent).toBe('service');
    expect(report.outcomes).toEqual({
      appointment: { kind: 'service', startsAt: '2030-01-05T14:30:00.000Z', customerName: 'Maria', vehicle: '2021 Civic', concern: 'Brakes' },
      message: { callerName: null, callbackNumber: '+1 555 0101', text: 'Call me back', urgency: 'normal' },
      transfer: { department: 'sales', toName: null, toNumber: '+1 555 0102', answered: false },
      sms: { to: '+1 555 0199', text: 'See you Saturday', status: 'sent' },
    });
  });

  const appointment = { starts_at: '2030-01-05T09:30:00Z', kind: 'test_drive' };
  const message = { callback_number: '+1 555 0101', text: 'Call me' };
  const transfer = { department: 'service', to_number: '+1 555 0102', answered: true };
  const sms = { to: '+1 555 0199', text: 'Thanks', status: 'delivered' };
  it.each([
    [{ ...valid, agent: 'robot' }, 'agent must be one of: sales, service, missed_call'],
    [{ ...valid, appointment: 'tomorrow' }, 'appointment must be an object'],
    [{ ...valid, appointment: { ...appointment, kind: undefined } }, 'appointment.kind is required'],
    [{ ...valid, appointment: { ...appointment, kind: 'haircut' } }, 'appointment.kind must be one of: sales_visit, test_drive, service'],
    [{ ...valid, appointment: { ...appointment, starts_at: 'soon' } }, 'appointment.starts_at must be an ISO-8601 instant'],
    [{ ...valid, appointment: { ...appointment, concern: 'x'.repeat(2001) } }, 'appointment.concern must be at most 2000 characters'],
    [{ ...valid, appointment: { ...appointment, customer_name: 42 } }, 'appointment.customer_name must be a string'],
    [{ ...valid, message: [message] }, 'message must be an object'],
    [{ ...valid, message: { ...message, callback_number: '1234' } }, 'message.callback_number: Phone number must be at least 5 characters'],
    [{ ...valid, message: { ...message, callback_number: undefined } }, 'message.callback_number is required'],
    [{ ...valid, message: { ...message, text: '  ' } }, 'message.text is required'],
    [{ ...valid, message: { ...message, text: 'x'.repeat(2001) } }, 'message.text must be at most 2000 characters'],
    [{ ...valid, message: { ...message, urgency: 'asap' } }, 'message.urgency must be one of: normal, urgent'],
    [{ ...valid, transfer: { ...transfer, department: 'parts' } }, 'transfer.department must be one of: sales, service, other'],
    [{ ...valid, transfer: { ...transfer, to_number: 'call Dana' } }, 'transfer.to_number: Invalid phone number format'],
    [{ ...valid, transfer: { ...transfer, answered: 'yes' } }, 'transfer.answered must be true or false'],
    [{ ...valid, sms: { ...sms, to: { number: '+1 555 0199' } } }, 'sms.to must be a string'],
    [{ ...valid, sms: { ...sms, text: 'x'.repeat(641) } }, 'sms.text must be at most 640 characters'],
    [{ ...valid, sms: { ...sms, status: undefined } }, 'sms.status is required'],
  ])('rejects the outcome in %j', (input, message) => {
    expect(() => parseCallReport(input)).toThrow(message);
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
        agent: field,
        appointment: fc.oneof(field, fc.record({ starts_at: field, kind: field, customer_name: field, vehicle: field, concern: field })),
        message: fc.oneof(field, fc.record({ caller_name: field, callback_number: field, text: field, urgency: field })),
        transfer: fc.oneof(field, fc.record({ department: field, to_name: field, to_number: field, answered: fc.oneof(field, fc.boolean()) })),
        sms: fc.oneof(field, fc.record({ to: field, text: field, status: field })),
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
