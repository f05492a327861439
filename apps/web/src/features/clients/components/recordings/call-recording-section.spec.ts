import { recordingStatusText } from './call-recording-section';

const recording = {
  status: 'stored',
  url: '/api/calls/a%3Ab/recording',
  contentType: 'audio/wav',
  durationSeconds: 12,
  reason: null,
  retentionDays: null,
};

describe('recordingStatusText', () => {
  it('says what became of the audio when there is nothing to play', () => {
    expect(recordingStatusText(null)).toBe('No recording for this call.');
    expect(recordingStatusText({ ...recording, status: 'requested', url: null })).toMatch(/^Recording on its way/);
    expect(recordingStatusText({ ...recording, status: 'failed', url: null, reason: 'timeout' })).toBe(
      'The recording could not be retrieved from the voice platform.',
    );
    expect(recordingStatusText({ ...recording, status: 'deleted', url: null, reason: 'retention', retentionDays: 30 })).toBe(
      'Recording deleted after 30 days, as your retention setting asks.',
    );
    expect(recordingStatusText({ ...recording, status: 'deleted', url: null, reason: 'erasure' })).toBe('Recording deleted.');
  });

  it('has no text for a stored recording: the player shows', () => {
    expect(recordingStatusText(recording)).toBeNull();
  });
});
