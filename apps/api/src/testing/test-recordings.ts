import { callStream } from '@receptionist/calls-domain';
import { settle } from './client-area-requests';
import type { TestApi } from './test-api';

/** Stores `audio` as the call's recording the way the ingestion does: the blob in the platform's store, RecordingStored on the call. */
export async function storeTestRecording(api: TestApi, callId: string, audio: Buffer, storedAt = new Date().toISOString()): Promise<void> {
  const clientId = callId.slice(0, callId.indexOf(':'));
  const callKey = callId.slice(clientId.length + 1);
  const blobKey = `recordings/${clientId}/${callKey}`;
  await api.platform.blobStore.put(blobKey, audio, 'audio/wav');
  const data = { callId, clientId, blobKey, contentType: 'audio/wav', sizeBytes: audio.length, durationSeconds: null, source: 'upload', storedAt };
  await api.platform.eventStore.append(callStream(callKey), [{ type: 'RecordingStored', data }], 'any');
  await settle(api);
}

/** The path the recording of `callId` is served at. */
export const recordingPath = (callId: string) => `/api/calls/${encodeURIComponent(callId)}/recording`;
