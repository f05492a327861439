import type { AppointmentStatus } from '@receptionist/contracts';
import type { AppointmentBooked, CallEvent, CallLogged, CallTransferred, MessageTaken, RecordingStored, SmsSent } from './call.events';
import type { ReportedRecording } from './call.commands';
import type { CallOutcomes } from './call-outcomes';

export interface CallState {
  logged: CallLogged['data'] | null;
  appointment: (AppointmentBooked['data'] & { status: AppointmentStatus }) | null;
  message: (MessageTaken['data'] & { handled: boolean }) | null;
  transfer: CallTransferred['data'] | null;
  sms: SmsSent['data'] | null;
  recording: CallRecordingState | null;
  /** The recording the call's first report carried (to recognise a retried report); later fetches and deletions leave it. */
  reportedRecording: ReportedRecording | null;
}

/** Where the call's audio is: waiting to be fetched, kept, never got, or deleted (the call itself stays). */
export type CallRecordingState =
  | { status: 'requested'; requestedAt: string }
  | ({ status: 'stored' } & Omit<RecordingStored['data'], 'callId' | 'clientId'>)
  | { status: 'failed'; reason: string; failedAt: string }
  | { status: 'deleted'; blobKey: string; reason: 'retention' | 'erasure'; retentionDays: number | null; deletedAt: string };

export const INITIAL_CALL_STATE: CallState = {
  logged: null,
  appointment: null,
  message: null,
  transfer: null,
  sms: null,
  recording: null,
  reportedRecording: null,
};

export function evolveCall(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'CallLogged.v3':
      return { ...state, logged: event.data };
    case 'AppointmentBooked':
      return { ...state, appointment: { ...event.data, status: 'booked' } };
    case 'AppointmentStatusChanged':
      return state.appointment ? { ...state, appointment: { ...state.appointment, status: event.data.to } } : state;
    case 'MessageTaken':
      return { ...state, message: { ...event.data, handled: false } };
    case 'MessageHandled':
      return state.message ? { ...state, message: { ...state.message, handled: event.data.handled } } : state;
    case 'CallTransferred':
      return { ...state, transfer: event.data };
    case 'SmsSent':
      return { ...state, sms: event.data };
    case 'RecordingRequested':
      return {
        ...state,
        recording: { status: 'requested', requestedAt: event.data.requestedAt },
        reportedRecording: { kind: 'url', url: event.data.url },
      };
    case 'RecordingStored': {
      const { callId: _callId, clientId: _clientId, ...stored } = event.data;
      const { blobKey, contentType, sizeBytes, durationSeconds, source } = stored;
      const reportedRecording: ReportedRecording | null =
        source === 'upload' ? { kind: 'upload', blobKey, contentType, sizeBytes, durationSeconds } : state.reportedRecording;
      return { ...state, recording: { status: 'stored', ...stored }, reportedRecording };
    }
    case 'RecordingFetchFailed':
      return { ...state, recording: { status: 'failed', reason: event.data.reason, failedAt: event.data.failedAt } };
    case 'RecordingDeleted':
      return {
        ...state,
        recording: {
          status: 'deleted',
          blobKey: event.data.blobKey,
          reason: event.data.reason,
          retentionDays: event.data.retentionDays,
          deletedAt: event.data.deletedAt,
        },
      };
  }
}

/** The outcomes the call's first report carried, as its events recorded them (to recognise a retried report). */
export function reportedOutcomesOf({ appointment, message, transfer, sms }: CallState): CallOutcomes {
  return {
    appointment: appointment && {
      kind: appointment.kind,
      startsAt: appointment.startsAt,
      customerName: appointment.customerName,
      vehicle: appointment.vehicle,
      concern: appointment.concern,
    },
    message: message && { callerName: message.callerName, callbackNumber: message.callbackNumber, text: message.text, urgency: message.urgency },
    transfer: transfer && { department: transfer.department, toName: transfer.toName, toNumber: transfer.toNumber, answered: transfer.answered },
    sms: sms && { to: sms.to, text: sms.text, status: sms.status },
  };
}
