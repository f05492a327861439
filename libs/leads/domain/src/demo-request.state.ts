import type { DemoRequestStatus } from '@receptionist/contracts';
import type { DemoRequestEvent } from './demo-request.events';

/** What the decider needs of a request's history; `revision` is the stream's last revision (-1: no request). */
export interface DemoRequestState {
  exists: boolean;
  revision: number;
  status: DemoRequestStatus;
  contactedAt: string | null;
  notes: string | null;
}

export const initialDemoRequestState: DemoRequestState = { exists: false, revision: -1, status: 'new', contactedAt: null, notes: null };

export function evolveDemoRequest(state: DemoRequestState, event: DemoRequestEvent): DemoRequestState {
  const next = { ...state, revision: state.revision + 1 };
  switch (event.type) {
    case 'DemoRequestSubmitted':
      return { ...next, exists: true, status: event.data.status, notes: event.data.notes };
    case 'StatusChanged':
      return { ...next, status: event.data.to, contactedAt: event.data.contactedAt ?? state.contactedAt };
    case 'DemoRequestNotesSaved':
      return { ...next, notes: event.data.notes };
  }
}
