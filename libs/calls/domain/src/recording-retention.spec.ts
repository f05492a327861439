import { fold } from '@receptionist/domain-kit';
import { callDecider } from './call.decider';
import type { CallEvent } from './call.events';
import { type RecordingDeletionCause, recordingToDelete } from './recording-retention';

const call = { callId: 'client-1:abc', clientId: 'client-1' };
const stored: CallEvent = {
  type: 'RecordingStored',
  data: {
    ...call,
    blobKey: 'recordings/client-1/abc',
    contentType: 'audio/wav',
    sizeBytes: 1000,
    durationSeconds: 2,
    source: 'upload',
    storedAt: '2030-01-01T00:00:00.000Z',
  },
};
const stateOf = (...events: CallEvent[]) => fold(callDecider, events);
const thirtyDays: RecordingDeletionCause = { reason: 'retention', retentionDays: 30 };
const at = (iso: string, cause: RecordingDeletionCause = thirtyDays) => ({ ...call, cause, now: new Date(iso) });

describe('recordingToDelete', () => {
  it('deletes a stored recording once its retention has passed, naming the days', () => {
    expect(recordingToDelete(stateOf(stored), at('2030-01-30T23:59:59.999Z'))).toBeNull();
    expect(recordingToDelete(stateOf(stored), at('2030-01-31T00:00:00.000Z'))).toEqual({
      type: 'RecordingDeleted',
      data: { ...call, blobKey: 'recordings/client-1/abc', reason: 'retention', retentionDays: 30, deletedAt: '2030-01-31T00:00:00.000Z' },
    });
  });

  it("deletes a recording stored before its client's erasure, whatever its age, and none stored after", () => {
    const erasure = (erasedAt: string): RecordingDeletionCause => ({ reason: 'erasure', erasedAt });
    expect(recordingToDelete(stateOf(stored), at('2030-01-02T00:00:00.000Z', erasure('2030-01-01T12:00:00.000Z')))?.data).toMatchObject({
      reason: 'erasure',
      retentionDays: null,
      deletedAt: '2030-01-02T00:00:00.000Z',
    });
    expect(recordingToDelete(stateOf(stored), at('2030-01-02T00:00:00.000Z', erasure('2029-12-31T00:00:00.000Z')))).toBeNull();
  });

  it('has nothing to delete without a stored recording', () => {
    const later = at('2031-01-01T00:00:00.000Z');
    expect(recordingToDelete(stateOf(), later)).toBeNull();
    expect(
      recordingToDelete(stateOf({ type: 'RecordingRequested', data: { ...call, url: 'https://x', requestedAt: '2030-01-01T00:00:00Z' } }), later),
    ).toBeNull();
    const deleted = recordingToDelete(stateOf(stored), later);
    expect(deleted).not.toBeNull();
    expect(recordingToDelete(stateOf(stored, ...(deleted ? [deleted] : [])), later)).toBeNull();
  });
});
