import type { RecordingDeleted } from './call.events';
import type { CallState } from './call.state';

const DAY_MS = 86_400_000;

/** Why a recording goes: older than the client's retention, or its client's personal data was erased. */
export type RecordingDeletionCause = { reason: 'retention'; retentionDays: number } | { reason: 'erasure'; erasedAt: string };

export interface RecordingDeletion {
  callId: string;
  clientId: string;
  cause: RecordingDeletionCause;
  now: Date;
}

/**
 * `RecordingDeleted` when the call's recording is stored and the cause applies to it: for retention once
 * `storedAt + retentionDays ≤ now`, for an erasure when it was stored by then. null otherwise (no recording, still
 * fresh, stored after the erasure, failed or already deleted).
 */
export function recordingToDelete(state: CallState, { callId, clientId, cause, now }: RecordingDeletion): RecordingDeleted | null {
  const recording = state.recording;
  if (recording?.status !== 'stored') return null;
  const storedAt = Date.parse(recording.storedAt);
  const due = cause.reason === 'retention' ? storedAt + cause.retentionDays * DAY_MS <= now.getTime() : storedAt <= Date.parse(cause.erasedAt);
  if (!due) return null;
  const retentionDays = cause.reason === 'retention' ? cause.retentionDays : null;
  return {
    type: 'RecordingDeleted',
    data: { callId, clientId, blobKey: recording.blobKey, reason: cause.reason, retentionDays, deletedAt: now.toISOString() },
  };
}
