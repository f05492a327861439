import { Box, Spinner, Text } from '@chakra-ui/react';
import type { CallLogQuery } from '@receptionist/graphql-documents';
import { RecordingPlayer } from './recording-player';
import { useRecordingAudio } from './use-recording-audio';

type CallRecording = NonNullable<CallLogQuery['callLog']['recording']>;

function StoredRecording({ url, startedAt, contentType }: { url: string; startedAt: string; contentType: string }) {
  const audio = useRecordingAudio(url);
  if (audio.status === 'loading') return <Spinner size="sm" color="brand.solid" aria-label="Loading the recording" />;
  if (audio.status === 'error') return <Text color="red.600">{audio.message}</Text>;
  return <RecordingPlayer audio={audio} startedAt={startedAt} contentType={contentType} />;
}

/** What became of the call's audio, as one line (everything but a playable recording). */
export function recordingStatusText(recording: CallRecording | null): string | null {
  if (!recording) return 'No recording for this call.';
  switch (recording.status) {
    case 'requested':
      return 'Recording on its way. It shows here as soon as the voice platform delivers it.';
    case 'failed':
      return 'The recording could not be retrieved from the voice platform.';
    case 'deleted':
      return recording.reason === 'retention' && recording.retentionDays
        ? `Recording deleted after ${recording.retentionDays} days, as your retention setting asks.`
        : 'Recording deleted.';
    default:
      return null;
  }
}

/** The call's recording in the call details: the player, or what became of the audio. */
export function CallRecordingSection({ recording, startedAt }: { recording: CallRecording | null; startedAt: string }) {
  const text = recordingStatusText(recording);
  return (
    <Box as="section" aria-label="Recording" borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="xs" color="gray.600" fontWeight="medium" mb="2">
        Recording
      </Text>
      {recording?.status === 'stored' && recording.url ? (
        <StoredRecording url={recording.url} startedAt={startedAt} contentType={recording.contentType ?? 'audio/wav'} />
      ) : (
        <Text fontSize="sm" color="gray.700">
          {text}
        </Text>
      )}
    </Box>
  );
}
