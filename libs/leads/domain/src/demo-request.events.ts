import type { DemoRequestFields, DemoRequestStatus } from '@receptionist/contracts';

/** The administrator who acted; the e-mail is kept so that history reads "who" without a join. */
export interface Actor {
  userId: string;
  email: string;
}

/** A public visitor sent the book-demo or contact form. */
export interface DemoRequestSubmitted {
  type: 'DemoRequestSubmitted';
  data: DemoRequestFields & { requestId: string; status: 'new'; submittedAt: string };
}

/** Any status to any other; `contactedAt` is present when this change set it (the first change to contacted). */
export interface StatusChanged {
  type: 'StatusChanged';
  data: { requestId: string; from: DemoRequestStatus; to: DemoRequestStatus; by: Actor; changedAt: string; contactedAt?: string };
}

export interface DemoRequestNotesSaved {
  type: 'DemoRequestNotesSaved';
  data: { requestId: string; notes: string; by: Actor; savedAt: string };
}

export type DemoRequestEvent = DemoRequestSubmitted | StatusChanged | DemoRequestNotesSaved;

export const DEMO_REQUEST_EVENT_TYPES: readonly DemoRequestEvent['type'][] = ['DemoRequestSubmitted', 'StatusChanged', 'DemoRequestNotesSaved'];

export const DEMO_REQUEST_STREAM_PREFIX = 'demo-request-';

export function demoRequestStream(requestId: string): string {
  return `${DEMO_REQUEST_STREAM_PREFIX}${requestId}`;
}
