import type { CallOutcome, CallSentiment, CallType } from '@receptionist/contracts';

/** The fields of a call as the voice platform (or the in-browser test) reports it, validated and trimmed. */
export interface CallDetails {
  caller_number: string;
  started_at: string;
  duration_seconds: number;
  outcome: CallOutcome | null;
  call_type: CallType;
  transcript: string | null;
  summary: string | null;
  sentiment: CallSentiment | null;
  topic: string | null;
}

export interface CallLogged {
  type: 'CallLogged';
  data: CallDetails & {
    /** The call's id in this product: `<client_id>:<call key>` (see callLogId). */
    call_id: string;
    client_id: string;
    /** The voice platform's id of the call; null for test calls from the browser. */
    platform_call_id: string | null;
  };
}

export type CallEvent = CallLogged;
