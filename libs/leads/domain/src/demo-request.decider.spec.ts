import { deciderSpec } from '@receptionist/domain-kit';
import { DEMO_REQUEST_ADMIN_MESSAGES, type DemoRequestFields, type DemoRequestStatus, validateLeadFormSubmission } from '@receptionist/contracts';
import type { DemoRequestCommand } from './demo-request.commands';
import { demoRequestDecider } from './demo-request.decider';
import { DemoRequestError } from './demo-request.errors';
import type { DemoRequestEvent } from './demo-request.events';

const submittedAt = '2026-03-01T09:00:00.000Z';
const now = '2026-03-02T10:30:00.000Z';
const admin = { userId: 'u-admin', email: 'admin@example.com' };
/** What a real book-demo submission stores (first_name holds the full name), as the form contract maps it. */
function submittedFields(): DemoRequestFields {
  const result = validateLeadFormSubmission({
    form: 'book_demo',
    email: 'ada@dealer.example',
    fullName: 'Ada Lovelace',
    phone: '12345',
    businessType: 'Used cars',
  });
  if (!result.ok) throw new Error('the fixture must be a valid submission');
  return result.value;
}
const fields = submittedFields();
const submitted: DemoRequestEvent = { type: 'DemoRequestSubmitted', data: { ...fields, requestId: 'r1', status: 'new', submittedAt } };

const { given } = deciderSpec(demoRequestDecider);
const when = (history: DemoRequestEvent[], command: DemoRequestCommand, at = now) => given(...history).when(command, { now: new Date(at) }).events;
const refusal = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    if (error instanceof DemoRequestError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected the command to be refused');
};

const changeStatus = (status: DemoRequestStatus, expectedRevision: number): DemoRequestCommand => ({
  type: 'ChangeDemoRequestStatus',
  data: { requestId: 'r1', status, expectedRevision, by: admin },
});
const saveNotes = (notes: string, expectedRevision: number): DemoRequestCommand => ({
  type: 'SaveDemoRequestNotes',
  data: { requestId: 'r1', notes, expectedRevision, by: admin },
});
const contacted = (from: 'new' | 'qualified', changedAt: string, contactedAt?: string): DemoRequestEvent => ({
  type: 'StatusChanged',
  data: { requestId: 'r1', from, to: 'contacted', by: admin, changedAt, ...(contactedAt ? { contactedAt } : {}) },
});

describe('demo request decider', () => {
  describe('SubmitDemoRequest', () => {
    it('given no request, records the submission with every field, status new and the time', () => {
      expect(when([], { type: 'SubmitDemoRequest', data: { requestId: 'r1', fields } }, submittedAt)).toEqual([submitted]);
    });

    it('given the request was already submitted (a retry with the same key), records nothing', () => {
      expect(when([submitted], { type: 'SubmitDemoRequest', data: { requestId: 'r1', fields: { ...fields, phone: '99999' } } })).toEqual([]);
    });
  });

  describe('ChangeDemoRequestStatus', () => {
    it('given a new request, changing to contacted records from, to, who, and sets contacted_at', () => {
      expect(when([submitted], changeStatus('contacted', 0))).toEqual([contacted('new', now, now)]);
    });

    it('given contacted_at is already set, a later change to contacted keeps it', () => {
      const history: DemoRequestEvent[] = [
        submitted,
        contacted('new', submittedAt, submittedAt),
        { type: 'StatusChanged', data: { requestId: 'r1', from: 'contacted', to: 'qualified', by: admin, changedAt: submittedAt } },
      ];
      expect(when(history, changeStatus('contacted', 2))).toEqual([contacted('qualified', now)]);
      expect(given(...history, ...when(history, changeStatus('contacted', 2))).state.contactedAt).toBe(submittedAt);
    });

    it.each(['qualified', 'converted', 'rejected', 'new'] as const)('allows any status to any other: contacted -> %s', (status) => {
      const [event] = when([submitted, contacted('new', now, now)], changeStatus(status, 1));
      expect(event).toMatchObject({ type: 'StatusChanged', data: { from: 'contacted', to: status } });
      expect(event.data).not.toHaveProperty('contactedAt');
    });

    it('given the status already has that value, records nothing', () => {
      expect(when([submitted], changeStatus('new', 0))).toEqual([]);
    });

    it('given another admin changed the request since it was read, refuses with the conflict message', () => {
      expect(refusal(() => when([submitted, contacted('new', now, now)], changeStatus('rejected', 0)))).toEqual({
        kind: 'conflict',
        message: DEMO_REQUEST_ADMIN_MESSAGES.conflict,
      });
    });

    it('refuses an unknown status and an unknown request', () => {
      expect(refusal(() => when([submitted], changeStatus('archived' as 'new', 0)))).toEqual({
        kind: 'invalid_input',
        message: 'status must be one of: new, contacted, qualified, converted, rejected',
      });
      expect(refusal(() => when([], changeStatus('contacted', -1)))).toEqual({ kind: 'not_found', message: 'Demo request not found' });
    });
  });

  describe('SaveDemoRequestNotes', () => {
    it('records the trimmed notes and who saved them', () => {
      expect(when([submitted], saveNotes('  Called, wants a demo on Friday.  ', 0))).toEqual([
        { type: 'DemoRequestNotesSaved', data: { requestId: 'r1', notes: 'Called, wants a demo on Friday.', by: admin, savedAt: now } },
      ]);
    });

    it('records nothing when the notes did not change', () => {
      const saved: DemoRequestEvent = { type: 'DemoRequestNotesSaved', data: { requestId: 'r1', notes: 'x', by: admin, savedAt: now } };
      expect(when([submitted, saved], saveNotes(' x ', 1))).toEqual([]);
      expect(when([submitted], saveNotes('   ', 0))).toEqual([]);
    });

    it('refuses notes over the limit, a stale revision and an unknown request', () => {
      expect(refusal(() => when([submitted], saveNotes('x'.repeat(5001), 0))).kind).toBe('invalid_input');
      expect(when([submitted], saveNotes('x'.repeat(5000), 0))).toHaveLength(1);
      expect(refusal(() => when([submitted, contacted('new', now, now)], saveNotes('late', 0))).kind).toBe('conflict');
      expect(refusal(() => when([], saveNotes('x', 0))).kind).toBe('not_found');
    });
  });

  it('tracks the stream revision in state', () => {
    expect(given().state.revision).toBe(-1);
    expect(given(submitted, contacted('new', now, now)).state).toMatchObject({ exists: true, revision: 1, status: 'contacted', contactedAt: now });
  });
});
