/**
 * The other contexts' events that the trend read models read, by stored type name and shape (analytics imports no
 * other context's domain lib). Calls' first shape (`CallLogged`, snake_case) and its `.v2` (camelCase) are both
 * accepted: where the event store upcasts, only `.v2` arrives; where it does not, the first shape does.
 */
export const CALL_LOGGED_V1 = 'CallLogged';
export const CALL_LOGGED_V2 = 'CallLogged.v2';
export const DEMO_REQUEST_SUBMITTED = 'DemoRequestSubmitted';
export const DEMO_REQUEST_STATUS_CHANGED = 'StatusChanged';

export interface CallLoggedV1Data {
  client_id: string;
  started_at: string;
  duration_seconds: number;
  outcome: string | null;
  call_type: string;
}

export interface CallLoggedV2Data {
  clientId: string;
  startedAt: string;
  durationSeconds: number;
  outcome: string | null;
  callType: string;
}

/** What the trends need of a logged call, whichever shape it was stored in. */
export interface LoggedCall {
  clientId: string;
  startedAt: string;
  durationSeconds: number;
  outcome: string | null;
  callType: string;
}

export function loggedCallOfV1(data: CallLoggedV1Data): LoggedCall {
  return { clientId: data.client_id, startedAt: data.started_at, durationSeconds: data.duration_seconds, outcome: data.outcome, callType: data.call_type };
}

export function loggedCallOfV2(data: CallLoggedV2Data): LoggedCall {
  return { clientId: data.clientId, startedAt: data.startedAt, durationSeconds: data.durationSeconds, outcome: data.outcome, callType: data.callType };
}

export interface DemoRequestSubmittedData {
  requestId: string;
  submittedAt: string;
}

export interface DemoRequestStatusChangedData {
  requestId: string;
  from: string;
  to: string;
  changedAt: string;
}
