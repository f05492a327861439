import { DEMO_REQUEST_ADMIN_MESSAGES, DEMO_REQUEST_NOTES_MAX, DEMO_REQUEST_STATUSES } from '@receptionist/contracts';
import type { ChangeDemoRequestStatus, DemoRequestCommand, SaveDemoRequestNotes } from './demo-request.commands';
import { demoRequestChangedMeanwhile, demoRequestNotFound, invalidDemoRequest } from './demo-request.errors';
import type { DemoRequestEvent } from './demo-request.events';
import { evolveDemoRequest, initialDemoRequestState, type DemoRequestState } from './demo-request.state';

function assertCurrent(state: DemoRequestState, expectedRevision: number): void {
  if (!state.exists) throw demoRequestNotFound();
  if (state.revision !== expectedRevision) throw demoRequestChangedMeanwhile();
}

function changeStatus({ data: command }: ChangeDemoRequestStatus, state: DemoRequestState, now: string): DemoRequestEvent[] {
  if (!DEMO_REQUEST_STATUSES.includes(command.status)) {
    throw invalidDemoRequest(`status must be one of: ${DEMO_REQUEST_STATUSES.join(', ')}`);
  }
  assertCurrent(state, command.expectedRevision);
  if (command.status === state.status) return [];
  const setsContactedAt = command.status === 'contacted' && state.contactedAt === null;
  const data = { requestId: command.requestId, from: state.status, to: command.status, by: command.by, changedAt: now };
  return [{ type: 'StatusChanged', data: setsContactedAt ? { ...data, contactedAt: now } : data }];
}

function saveNotes({ data: command }: SaveDemoRequestNotes, state: DemoRequestState, now: string): DemoRequestEvent[] {
  const notes = command.notes.trim();
  if (notes.length > DEMO_REQUEST_NOTES_MAX) throw invalidDemoRequest(DEMO_REQUEST_ADMIN_MESSAGES.notesTooLong);
  assertCurrent(state, command.expectedRevision);
  if (notes === (state.notes ?? '')) return [];
  return [{ type: 'DemoRequestNotesSaved', data: { requestId: command.requestId, notes, by: command.by, savedAt: now } }];
}

/**
 * The demo-request aggregate (stream `demo-request-<id>`). Submitting an existing request (a retried form post with
 * the same idempotency key) decides nothing new.
 */
export const demoRequestDecider = {
  initialState: initialDemoRequestState,
  evolve: evolveDemoRequest,
  decide(command: DemoRequestCommand, state: DemoRequestState, { now }: { now: Date }): DemoRequestEvent[] {
    const at = now.toISOString();
    switch (command.type) {
      case 'SubmitDemoRequest':
        if (state.exists) return [];
        return [
          { type: 'DemoRequestSubmitted', data: { ...command.data.fields, requestId: command.data.requestId, status: 'new', submittedAt: at } },
        ];
      case 'ChangeDemoRequestStatus':
        return changeStatus(command, state, at);
      case 'SaveDemoRequestNotes':
        return saveNotes(command, state, at);
    }
  },
};
