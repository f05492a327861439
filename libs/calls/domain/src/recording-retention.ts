import type { RecordingDeleted } from './call.events';
import type { CallState } from './call.state';

const DAY_MS = 86_400_000;

export interface RecordingExpiry {
  callId: string;
  clientId: string;
  retentionDays: number;
  now: Date;
}

/**
 * The retention decision for one call: `RecordingDeleted` when its recording is stored and older than the client's
 * retention (`storedAt + retentionDays ≤ now`); null otherwise (none, still fresh, failed or already deleted).
 */
export function expiredRecording(state: CallState, { callId, clientId, retentionDays, now }: RecordingExpiry): RecordingDeleted | null {
  const recording = state.recording;
  if (recording?.status !== 'stored') return null;
  if (Date.parse(recording.storedAt) + retentionDays * DAY_MS > now.getTime()) return null;
  return {
    type: 'RecordingDeleted',
    data: { callId, clientId, blobKey: recording.blobKey, reason: 'retention', retentionDays, deletedAt: now.toISOString() },
  };
}
