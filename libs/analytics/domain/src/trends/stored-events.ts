/**
 * The other contexts' events that the trend read models read, by stored type name and shape (analytics imports no
 * other context's domain lib). Every reader opens the event store through the upcasters (libs/contexts/registry), so
 * calls stored in earlier shapes (`CallLogged`, `CallLogged.v2`) arrive as `CallLogged.v3`.
 */
export const CALL_LOGGED = 'CallLogged.v3';
export const DEMO_REQUEST_SUBMITTED = 'DemoRequestSubmitted';
export const DEMO_REQUEST_STATUS_CHANGED = 'StatusChanged';

/** What the trends need of a logged call (`CallLogged.v3`'s data). */
export interface LoggedCall {
  clientId: string;
  startedAt: string;
  durationSeconds: number;
  outcome: string | null;
  callType: string;
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
