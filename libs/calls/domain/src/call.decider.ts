import type { Decider } from '@receptionist/domain-kit';
import type {
  CallCommand,
  ChangeAppointmentStatus,
  FailRecordingFetch,
  LogCall,
  MarkMessageHandled,
  ReportedRecording,
  StoreFetchedRecording,
} from './call.commands';
import type { CallEvent, CallLogged } from './call.events';
import { appointmentIdOf, type CallOutcomes, messageIdOf } from './call-outcomes';
import { AppointmentNotFoundError, CallMessageNotFoundError, CallReportConflictError } from './calls.errors';
import { type CallState, evolveCall, INITIAL_CALL_STATE, reportedOutcomesOf } from './call.state';

function loggedData({ data }: LogCall): CallLogged['data'] {
  return { callId: data.callId, clientId: data.clientId, platformCallId: data.platformCallId, ...data.details };
}

/** Outcomes compared field by field in a fixed key order (the report's and the events' objects are built alike). */
const sameOutcomes = (a: CallOutcomes, b: CallOutcomes) => JSON.stringify(a) === JSON.stringify(b);

function sameRecording(a: ReportedRecording | null, b: ReportedRecording | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'url' || b.kind === 'url') return a.kind === 'url' && b.kind === 'url' && a.url === b.url;
  return a.blobKey === b.blobKey && a.contentType === b.contentType && a.sizeBytes === b.sizeBytes && a.durationSeconds === b.durationSeconds;
}

function sameReport(state: CallState, command: LogCall): boolean {
  const logged = state.logged as CallLogged['data'];
  const reported = loggedData(command);
  const sameCall = (Object.keys(reported) as (keyof CallLogged['data'])[]).every((key) => logged[key] === reported[key]);
  return (
    sameCall &&
    sameOutcomes(reportedOutcomesOf(state), command.data.outcomes) &&
    sameRecording(state.reportedRecording, command.data.recording ?? null)
  );
}

/** The report's recording: stored with the call when uploaded with it, requested when it waits at a URL. */
function reportedRecordingEvent({ callId, clientId, recording }: LogCall['data'], now: string): CallEvent | null {
  if (!recording) return null;
  if (recording.kind === 'url') return { type: 'RecordingRequested', data: { callId, clientId, url: recording.url, requestedAt: now } };
  const { blobKey, contentType, sizeBytes, durationSeconds } = recording;
  return { type: 'RecordingStored', data: { callId, clientId, blobKey, contentType, sizeBytes, durationSeconds, source: 'upload', storedAt: now } };
}

/** The call and each outcome its report carries, as separate events (subscribers react to the ones they need). */
function logCall(command: LogCall, now: string): CallEvent[] {
  const { callId, clientId, details, outcomes } = command.data;
  const { agent, startedAt } = details;
  const endedAt = new Date(Date.parse(startedAt) + details.durationSeconds * 1000).toISOString();
  const events: CallEvent[] = [{ type: 'CallLogged.v3', data: loggedData(command) }];
  if (outcomes.appointment) {
    events.push({
      type: 'AppointmentBooked',
      data: { appointmentId: appointmentIdOf(callId), callId, clientId, agent, ...outcomes.appointment, bookedAt: startedAt },
    });
  }
  if (outcomes.message) {
    events.push({ type: 'MessageTaken', data: { messageId: messageIdOf(callId), callId, clientId, agent, ...outcomes.message, takenAt: startedAt } });
  }
  if (outcomes.transfer) events.push({ type: 'CallTransferred', data: { callId, clientId, agent, ...outcomes.transfer, at: startedAt } });
  if (outcomes.sms) events.push({ type: 'SmsSent', data: { callId, clientId, ...outcomes.sms, at: endedAt } });
  const recording = reportedRecordingEvent(command.data, now);
  if (recording) events.push(recording);
  return events;
}

function changeAppointmentStatus({ data }: ChangeAppointmentStatus, { appointment }: CallState): CallEvent[] {
  if (!appointment || appointment.appointmentId !== data.appointmentId) throw new AppointmentNotFoundError();
  if (appointment.status === data.status) return [];
  const { appointmentId, callId, clientId } = appointment;
  return [{ type: 'AppointmentStatusChanged', data: { appointmentId, callId, clientId, from: appointment.status, to: data.status, by: data.by } }];
}

function markMessageHandled({ data }: MarkMessageHandled, { message }: CallState): CallEvent[] {
  if (!message || message.messageId !== data.messageId) throw new CallMessageNotFoundError();
  if (message.handled === data.handled) return [];
  const { messageId, callId, clientId } = message;
  return [{ type: 'MessageHandled', data: { messageId, callId, clientId, handled: data.handled, by: data.by } }];
}

/** The requested recording, fetched: decided once (a fetch repeated after a restart or a replay decides nothing). */
function storeFetchedRecording({ data }: StoreFetchedRecording, { logged, recording }: CallState, now: string): CallEvent[] {
  if (!logged || recording?.status !== 'requested') return [];
  const { callId, clientId } = logged;
  return [{ type: 'RecordingStored', data: { callId, clientId, ...data, source: 'url', storedAt: now } }];
}

function failRecordingFetch({ data }: FailRecordingFetch, { logged, recording }: CallState, now: string): CallEvent[] {
  if (!logged || recording?.status !== 'requested') return [];
  const { callId, clientId } = logged;
  return [{ type: 'RecordingFetchFailed', data: { callId, clientId, reason: data.reason, attempts: data.attempts, failedAt: now } }];
}

/**
 * A call stream holds one CallLogged, the outcomes and recording its report carried, what became of the recording, and
 * the owner's follow-ups. Reporting the same call again decides nothing (the platform retries); reporting its id with
 * other details (or another recording) is a conflict. Setting what is already set decides nothing either.
 */
export const callDecider: Decider<CallCommand, CallState, CallEvent> = {
  initialState: INITIAL_CALL_STATE,
  evolve: evolveCall,
  decide(command, state, { now }) {
    switch (command.type) {
      case 'LogCall':
        if (!state.logged) return logCall(command, now.toISOString());
        if (sameReport(state, command)) return [];
        throw new CallReportConflictError('This call id was already reported with different details');
      case 'ChangeAppointmentStatus':
        return changeAppointmentStatus(command, state);
      case 'MarkMessageHandled':
        return markMessageHandled(command, state);
      case 'StoreFetchedRecording':
        return storeFetchedRecording(command, state, now.toISOString());
      case 'FailRecordingFetch':
        return failRecordingFetch(command, state, now.toISOString());
    }
  },
};
