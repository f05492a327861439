import { deciderSpec, fold } from '@receptionist/domain-kit';
import type { ChangeAppointmentStatus, LogCall, MarkMessageHandled, ReportedRecording } from './call.commands';
import { callDecider } from './call.decider';
import type { CallEvent } from './call.events';
import { NO_CALL_OUTCOMES, type CallOutcomes } from './call-outcomes';
import { CALL_UPCASTERS } from './calls.upcasters';
import { AppointmentNotFoundError, CallMessageNotFoundError, CallReportConflictError } from './calls.errors';

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
  agent: null,
};
const call = { callId: 'client-1:abc', clientId: 'client-1' };
const command: LogCall = { type: 'LogCall', data: { ...call, platformCallId: 'pc-1', details, outcomes: NO_CALL_OUTCOMES } };
const appointment = {
  kind: 'service',
  startsAt: '2030-01-05T09:30:00.000Z',
  customerName: 'Maria Lopez',
  vehicle: '2021 Honda Civic',
  concern: 'Brakes squeal',
} as const;
const transfer = { department: 'sales', toName: 'Dana', toNumber: '+1 555 0102', answered: false } as const;
const outcomes: CallOutcomes = {
  appointment,
  message: { callerName: 'Maria Lopez', callbackNumber: '+1 555 0101', text: 'Call me about the quote', urgency: 'urgent' },
  transfer,
  sms: { to: '+1 555 0100', text: 'See you Saturday', status: 'delivered' },
};
const withOutcomes: LogCall = { type: 'LogCall', data: { ...command.data, details: { ...details, agent: 'service' }, outcomes } };
const owner = { userId: 'user-1', email: 'owner@example.com' };
const { given } = deciderSpec(callDecider);

describe('call decider', () => {
  it('logs a reported call once', () => {
    const events = given().when(command).events;
    expect(events).toEqual([{ type: 'CallLogged.v3', data: { ...call, platformCallId: 'pc-1', ...details } }]);
    expect(given(...events).when(command).events).toEqual([]);
  });

  it('records each outcome of the report as its own event, named after the call', () => {
    expect(given().when(withOutcomes).events).toEqual([
      { type: 'CallLogged.v3', data: { ...call, platformCallId: 'pc-1', ...details, agent: 'service' } },
      {
        type: 'AppointmentBooked',
        data: { appointmentId: 'client-1:abc:appointment', ...call, agent: 'service', ...outcomes.appointment, bookedAt: details.startedAt },
      },
      {
        type: 'MessageTaken',
        data: { messageId: 'client-1:abc:message', ...call, agent: 'service', ...outcomes.message, takenAt: details.startedAt },
      },
      { type: 'CallTransferred', data: { ...call, agent: 'service', ...outcomes.transfer, at: details.startedAt } },
      // The follow-up text goes out when the call ends (61 s after it started).
      { type: 'SmsSent', data: { ...call, ...outcomes.sms, at: '2030-01-02T03:05:06.000Z' } },
    ]);
  });

  it('decides nothing for a retried report with outcomes, even after the owner acted on them', () => {
    const logged = given().when(withOutcomes).events;
    const handled = given(...logged).when({
      type: 'MarkMessageHandled',
      data: { messageId: 'client-1:abc:message', handled: true, by: owner },
    }).events;
    expect(given(...logged, ...handled).when(withOutcomes).events).toEqual([]);
  });

  it.each<[string, LogCall]>([
    ['other details', { ...command, data: { ...command.data, details: { ...details, durationSeconds: 62 } } }],
    ['another agent', { ...withOutcomes, data: { ...withOutcomes.data, details: { ...details, agent: 'sales' } } }],
    ['an outcome less', { ...withOutcomes, data: { ...withOutcomes.data, outcomes: { ...outcomes, sms: null } } }],
    [
      'another appointment time',
      {
        ...withOutcomes,
        data: { ...withOutcomes.data, outcomes: { ...outcomes, appointment: { ...appointment, startsAt: '2030-01-06T09:30:00.000Z' } } },
      },
    ],
    [
      'a transfer answered after all',
      { ...withOutcomes, data: { ...withOutcomes.data, outcomes: { ...outcomes, transfer: { ...transfer, answered: true } } } },
    ],
  ])('refuses the same call id with %s', (_case, changed) => {
    expect(given(...given().when(withOutcomes).events).when(changed).error).toBeInstanceOf(CallReportConflictError);
  });

  describe('the owner follows up', () => {
    const logged = given().when(withOutcomes).events;
    const status = (appointmentId: string, to: ChangeAppointmentStatus['data']['status']): ChangeAppointmentStatus => ({
      type: 'ChangeAppointmentStatus',
      data: { appointmentId, status: to, by: owner },
    });
    const handle = (messageId: string, handled: boolean): MarkMessageHandled => ({
      type: 'MarkMessageHandled',
      data: { messageId, handled, by: owner },
    });

    it('changes the appointment status from what it is, and back; the same status again decides nothing', () => {
      const done = given(...logged).when(status('client-1:abc:appointment', 'done')).events;
      expect(done).toEqual([
        { type: 'AppointmentStatusChanged', data: { appointmentId: 'client-1:abc:appointment', ...call, from: 'booked', to: 'done', by: owner } },
      ]);
      expect(given(...logged, ...done).when(status('client-1:abc:appointment', 'done')).events).toEqual([]);
      expect(given(...logged, ...done).when(status('client-1:abc:appointment', 'booked')).events[0].data).toMatchObject({
        from: 'done',
        to: 'booked',
      });
    });

    it('marks the message handled and reopens it; the same again decides nothing', () => {
      const handled = given(...logged).when(handle('client-1:abc:message', true)).events;
      expect(handled).toEqual([{ type: 'MessageHandled', data: { messageId: 'client-1:abc:message', ...call, handled: true, by: owner } }]);
      expect(given(...logged, ...handled).when(handle('client-1:abc:message', true)).events).toEqual([]);
      expect(given(...logged).when(handle('client-1:abc:message', false)).events).toEqual([]);
      expect(given(...logged, ...handled).when(handle('client-1:abc:message', false)).events[0].data).toMatchObject({ handled: false });
    });

    it('answers not found for a call without that outcome or another id', () => {
      const plain = given().when(command).events;
      expect(given(...plain).when(status('client-1:abc:appointment', 'done')).error).toBeInstanceOf(AppointmentNotFoundError);
      expect(given(...plain).when(handle('client-1:abc:message', true)).error).toBeInstanceOf(CallMessageNotFoundError);
      expect(given(...logged).when(status('client-2:abc:appointment', 'done')).error).toBeInstanceOf(AppointmentNotFoundError);
      expect(given().when(handle('client-1:abc:message', true)).error).toBeInstanceOf(CallMessageNotFoundError);
    });
  });

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
  const upcast = (from: string, data: unknown) => CALL_UPCASTERS.find((candidate) => candidate.from === from)?.upcast(data as never);

  it('reads a CallLogged stored in its first (snake_case) shape, and a .v2, as the same call without an agent', () => {
    const v2 = upcast('CallLogged', v1);
    const stored = [{ type: 'CallLogged.v3', data: upcast('CallLogged.v2', v2) } as CallEvent];
    expect(v2).not.toHaveProperty('agent');
    const state = fold(callDecider, stored);
    expect(state).toEqual(fold(callDecider, given().when(command).events));
    expect(callDecider.decide(command, state, { now: new Date(), actorId: null })).toEqual([]);
  });

  describe('recordings', () => {
    const now = new Date('2030-01-02T03:06:00.000Z');
    const upload: ReportedRecording = {
      kind: 'upload',
      blobKey: 'recordings/client-1/abc',
      contentType: 'audio/wav',
      sizeBytes: 96_044,
      durationSeconds: 6,
    };
    const withUpload: LogCall = { type: 'LogCall', data: { ...command.data, recording: upload } };
    const withUrl: LogCall = { type: 'LogCall', data: { ...command.data, recording: { kind: 'url', url: 'https://media.example.com/rec/1.wav' } } };
    const stored = {
      type: 'RecordingStored',
      data: {
        ...call,
        blobKey: 'recordings/client-1/abc',
        contentType: 'audio/wav',
        sizeBytes: 96_044,
        durationSeconds: 6,
        source: 'upload',
        storedAt: now.toISOString(),
      },
    } as const;
    const requested = {
      type: 'RecordingRequested',
      data: { ...call, url: 'https://media.example.com/rec/1.wav', requestedAt: now.toISOString() },
    } as const;
    const fetched = { blobKey: 'recordings/client-1/abc', contentType: 'audio/mpeg', sizeBytes: 5000, durationSeconds: null };

    it('stores an uploaded recording with the call, in the same decision', () => {
      expect(given().when(withUpload, { now }).events).toEqual([
        { type: 'CallLogged.v3', data: { ...call, platformCallId: 'pc-1', ...details } },
        stored,
      ]);
    });

    it('requests a recording the report says waits at a URL', () => {
      expect(given().when(withUrl, { now }).events.at(-1)).toEqual(requested);
    });

    it('decides nothing for the same report with the same recording, even after the recording changed', () => {
      const logged = given().when(withUpload, { now }).events;
      expect(given(...logged).when(withUpload).events).toEqual([]);
      const deleted = {
        type: 'RecordingDeleted',
        data: { ...call, blobKey: upload.blobKey, reason: 'retention', retentionDays: 7, deletedAt: now.toISOString() },
      } as const;
      expect(given(...logged, deleted).when(withUpload).events).toEqual([]);
      const requestedThenFetched = [...given().when(withUrl, { now }).events, { ...stored, data: { ...stored.data, source: 'url' } } as const];
      expect(given(...requestedThenFetched).when(withUrl).events).toEqual([]);
    });

    it('refuses the call id reported again with another recording, or with one it did not carry before (409)', () => {
      const logged = given().when(withUpload, { now }).events;
      const otherAudio: LogCall = { type: 'LogCall', data: { ...command.data, recording: { ...upload, sizeBytes: 1 } } };
      expect(given(...logged).when(otherAudio).error).toBeInstanceOf(CallReportConflictError);
      expect(given(...logged).when(command).error).toBeInstanceOf(CallReportConflictError);
      expect(given(...given().when(command).events).when(withUrl).error).toBeInstanceOf(CallReportConflictError);
    });

    it('stores a fetched recording once, only while it is requested', () => {
      const store = { type: 'StoreFetchedRecording', data: fetched } as const;
      const events = given(...given().when(withUrl).events).when(store, { now }).events;
      expect(events).toEqual([{ type: 'RecordingStored', data: { ...call, ...fetched, source: 'url', storedAt: now.toISOString() } }]);
      expect(given(...given().when(withUrl).events, ...events).when(store).events).toEqual([]);
      expect(given(...given().when(command).events).when(store).events).toEqual([]);
      expect(given().when(store).events).toEqual([]);
    });

    it('records a failed fetch once, and never after the audio was stored', () => {
      const fail = { type: 'FailRecordingFetch', data: { reason: 'The address is private', attempts: 1 } } as const;
      const asked = given().when(withUrl).events;
      const events = given(...asked).when(fail, { now }).events;
      expect(events).toEqual([
        { type: 'RecordingFetchFailed', data: { ...call, reason: 'The address is private', attempts: 1, failedAt: now.toISOString() } },
      ]);
      expect(given(...asked, ...events).when(fail).events).toEqual([]);
      const storedEvents = given(...asked).when({ type: 'StoreFetchedRecording', data: fetched }).events;
      expect(given(...asked, ...storedEvents).when(fail).events).toEqual([]);
    });
  });
});
