import { fold } from '@receptionist/domain-kit';
import { callDecider } from './call.decider';
import type { CallEvent } from './call.events';
import { expiredRecording } from './recording-retention';

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
const at = (iso: string) => ({ ...call, retentionDays: 30, now: new Date(iso) });

describe('expiredRecording', () => {
  it('deletes a stored recording once its retention has passed, naming the days', () => {
    expect(expiredRecording(stateOf(stored), at('2030-01-30T23:59:59.999Z'))).toBeNull();
    expect(expiredRecording(stateOf(stored), at('2030-01-31T00:00:00.000Z'))).toEqual({
      type: 'RecordingDeleted',
      data: { ...call, blobKey: 'recordings/client-1/abc', reason: 'retention', retentionDays: 30, deletedAt: '2030-01-31T00:00:00.000Z' },
    });
  });

  it('has nothing to delete without a stored recording', () => {
    const later = at('2031-01-01T00:00:00.000Z');
    expect(expiredRecording(stateOf(), later)).toBeNull();
    expect(expiredRecording(stateOf({ type: 'RecordingRequested', data: { ...call, url: 'https://x', requestedAt: '2030-01-01T00:00:00Z' } }), later)).toBeNull();
    const deleted = expiredRecording(stateOf(stored), later)!;
    expect(expiredRecording(stateOf(stored, deleted), later)).toBeNull();
  });
});
