import type {
  AppointmentKind,
  AppointmentStatus,
  CallAgent,
  CallOutcome,
  CallSentiment,
  CallType,
  MessageUrgency,
  SmsStatus,
  TransferDepartment,
} from '@receptionist/contracts';
import type { Actor } from '@receptionist/domain-kit';

/** The fields of a call as the voice platform (or the in-browser test) reports it, validated and trimmed. */
export interface CallDetails {
  callerNumber: string;
  startedAt: string;
  durationSeconds: number;
  outcome: CallOutcome | null;
  callType: CallType;
  transcript: string | null;
  summary: string | null;
  sentiment: CallSentiment | null;
  topic: string | null;
  /** The receptionist's agent that handled the call; null when the platform does not say (and for older calls). */
  agent: CallAgent | null;
}

/** Every call event names its call (`<clientId>:<call key>`, see callLogId) and the client whose line was called. */
interface OfCall {
  callId: string;
  clientId: string;
}

/**
 * `.v3`: `.v2` plus the agent. `.v2` (and the first, snake_case shape) are still stored and read through
 * `calls.upcasters.ts` with `agent: null`.
 */
export interface CallLogged {
  type: 'CallLogged.v3';
  data: CallDetails &
    OfCall & {
      /** The voice platform's id of the call; null for test calls from the browser. */
      platformCallId: string | null;
    };
}

/** An appointment the receptionist booked on the call; one per call, id `<callId>:appointment`. */
export interface AppointmentBooked {
  type: 'AppointmentBooked';
  data: OfCall & {
    appointmentId: string;
    agent: CallAgent | null;
    kind: AppointmentKind;
    startsAt: string;
    customerName: string | null;
    vehicle: string | null;
    concern: string | null;
    /** The call's startedAt. */
    bookedAt: string;
  };
}

export interface AppointmentStatusChanged {
  type: 'AppointmentStatusChanged';
  data: OfCall & { appointmentId: string; from: AppointmentStatus; to: AppointmentStatus; by: Actor };
}

/** A message the receptionist took for the owner; one per call, id `<callId>:message`. */
export interface MessageTaken {
  type: 'MessageTaken';
  data: OfCall & {
    messageId: string;
    agent: CallAgent | null;
    callerName: string | null;
    callbackNumber: string;
    text: string;
    urgency: MessageUrgency;
    /** The call's startedAt. */
    takenAt: string;
  };
}

/** The owner handled a message (`handled: false` reopens it). */
export interface MessageHandled {
  type: 'MessageHandled';
  data: OfCall & { messageId: string; handled: boolean; by: Actor };
}

export interface CallTransferred {
  type: 'CallTransferred';
  data: OfCall & {
    agent: CallAgent | null;
    department: TransferDepartment;
    toName: string | null;
    toNumber: string;
    answered: boolean;
    /** The call's startedAt. */
    at: string;
  };
}

/** A follow-up text sent to the caller after the call. */
export interface SmsSent {
  type: 'SmsSent';
  data: OfCall & { to: string; text: string; status: SmsStatus; /** When the call ended. */ at: string };
}

/**
 * The report said the call's audio waits at `url` on the voice platform: the recordings process manager fetches it
 * once (ARCHITECTURE.md §9: request handlers never call out). The URL is the caller's voice: sealed like their number.
 */
export interface RecordingRequested {
  type: 'RecordingRequested';
  data: OfCall & { url: string; requestedAt: string };
}

/** The call's audio is kept in the blob store under `blobKey` (uploaded with the report, or fetched from the platform). */
export interface RecordingStored {
  type: 'RecordingStored';
  data: OfCall & {
    blobKey: string;
    contentType: string;
    sizeBytes: number;
    /** Read from the audio itself when its format says; null otherwise. */
    durationSeconds: number | null;
    source: 'upload' | 'url';
    storedAt: string;
  };
}

/** Fetching a requested recording failed for good (refused address, not audio, too large, or every attempt failed). */
export interface RecordingFetchFailed {
  type: 'RecordingFetchFailed';
  data: OfCall & { reason: string; attempts: number; failedAt: string };
}

/** The audio was deleted from the blob store; the call, its transcript and outcomes stay. */
export interface RecordingDeleted {
  type: 'RecordingDeleted';
  data: OfCall & { blobKey: string; reason: 'retention' | 'erasure'; retentionDays: number | null; deletedAt: string };
}

export type RecordingEvent = RecordingRequested | RecordingStored | RecordingFetchFailed | RecordingDeleted;

/** What a call report decides besides the call itself (see CallOutcomes). */
export type CallOutcomeEvent = AppointmentBooked | MessageTaken | CallTransferred | SmsSent;

export type CallEvent = CallLogged | CallOutcomeEvent | AppointmentStatusChanged | MessageHandled | RecordingEvent;

/** Stored type names of the call events, as projectors and the alerts read them. */
export const CALL_EVENT_TYPES = [
  'CallLogged.v3',
  'AppointmentBooked',
  'AppointmentStatusChanged',
  'MessageTaken',
  'MessageHandled',
  'CallTransferred',
  'SmsSent',
  'RecordingRequested',
  'RecordingStored',
  'RecordingFetchFailed',
  'RecordingDeleted',
] as const satisfies readonly CallEvent['type'][];
