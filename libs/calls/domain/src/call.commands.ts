import type { CallDetails } from './call.events';

export interface LogCall {
  type: 'LogCall';
  data: { callId: string; clientId: string; platformCallId: string | null; details: CallDetails };
}

export type CallCommand = LogCall;
