import { callStream, recordingBlobKey } from '@receptionist/calls-domain';
import { settle } from './client-area-requests';
import type { TestApi } from './test-api';

/** Stores `audio` as the call's recording the way the ingestion does: the blob in the platform's store, RecordingStored on the call. */
export async function storeTestRecording(api: TestApi, callId: string, audio: Buffer, storedAt = new Date().toISOString()): Promise<void> {
  const clientId = callId.slice(0, callId.indexOf(':'));
  const callKey = callId.slice(clientId.length + 1);
  const blobKey = recordingBlobKey(clientId, callKey, audio);
  await api.platform.blobStore.put(blobKey, audio, 'audio/wav');
  const data = { callId, clientId, blobKey, contentType: 'audio/wav', sizeBytes: audio.length, durationSeconds: null, source: 'upload', storedAt };
  await api.platform.eventStore.append(callStream(callKey), [{ type: 'RecordingStored', data }], 'any');
  await settle(api);
}

/** The blob key the call's RecordingStored event names (recording keys are named by the audio's content). */
export async function storedRecordingKey(api: TestApi, callId: string): Promise<string> {
  const events = await api.platform.eventStore.readStream(callStream(callId.slice(callId.indexOf(':') + 1)));
  const stored = events.find((event) => event.type === 'RecordingStored');
  if (!stored) throw new Error(`The call ${callId} has no stored recording`);
  return (stored.data as { blobKey: string }).blobKey;
}

/** The path the recording of `callId` is served at. */
export const recordingPath = (callId: string) => `/api/calls/${encodeURIComponent(callId)}/recording`;
