import type { CallOutcome, CallSentiment, CallType } from '@receptionist/contracts';

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
}

/** `.v2`: camelCase; the first (snake_case) shape is still stored and read through `calls.upcasters.ts`. */
export interface CallLogged {
  type: 'CallLogged.v2';
  data: CallDetails & {
    /** The call's id in this product: `<clientId>:<call key>` (see callLogId). */
    callId: string;
    clientId: string;
    /** The voice platform's id of the call; null for test calls from the browser. */
    platformCallId: string | null;
  };
}

export type CallEvent = CallLogged;
