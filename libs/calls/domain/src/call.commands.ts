import type { AppointmentStatus } from '@receptionist/contracts';
import type { Actor } from '@receptionist/domain-kit';
import type { CallDetails } from './call.events';
import type { CallOutcomes } from './call-outcomes';

/** The audio a report carries: uploaded with it (already in the blob store under `blobKey`), or waiting at a URL. */
export type ReportedRecording =
  { kind: 'upload'; blobKey: string; contentType: string; sizeBytes: number; durationSeconds: number | null } | { kind: 'url'; url: string };

export interface LogCall {
  type: 'LogCall';
  data: {
    callId: string;
    clientId: string;
    platformCallId: string | null;
    details: CallDetails;
    outcomes: CallOutcomes;
    /** Absent or null: the report carries no recording. */
    recording?: ReportedRecording | null;
  };
}

/** The owner marks the call's appointment done, no-show, cancelled (or booked again). */
export interface ChangeAppointmentStatus {
  type: 'ChangeAppointmentStatus';
  data: { appointmentId: string; status: AppointmentStatus; by: Actor };
}

/** The owner marks the call's message handled (or unhandled again). */
export interface MarkMessageHandled {
  type: 'MarkMessageHandled';
  data: { messageId: string; handled: boolean; by: Actor };
}

/** The recordings process manager fetched the requested audio and put it in the blob store under `blobKey`. */
export interface StoreFetchedRecording {
  type: 'StoreFetchedRecording';
  data: { blobKey: string; contentType: string; sizeBytes: number; durationSeconds: number | null };
}

/** The recordings process manager gave up fetching the requested audio. */
export interface FailRecordingFetch {
  type: 'FailRecordingFetch';
  data: { reason: string; attempts: number };
}

export type CallCommand = LogCall | ChangeAppointmentStatus | MarkMessageHandled | StoreFetchedRecording | FailRecordingFetch;
