import { useEffect, useState } from 'react';
import { authorizedFetch } from '../../../../lib/auth/authorized-fetch';
import { waveformPeaks } from './waveform-peaks';

/** Enough bars for a wide drawer; the waveform draws every other one on a narrow screen. */
const BARS = 240;
const LOAD_FAILED = 'The recording could not be loaded. Please try again.';

export type RecordingAudio =
  { status: 'loading' } | { status: 'ready'; objectUrl: string; peaks: number[]; duration: number } | { status: 'error'; message: string };

/**
 * Fetches the recording with the access token (an <audio src> could not send it), decodes it once for the waveform
 * and hands the <audio> element a local object URL of the same bytes: one download per opened call.
 */
export function useRecordingAudio(url: string): RecordingAudio {
  const [audio, setAudio] = useState<RecordingAudio>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void (async () => {
      try {
        const response = await authorizedFetch(url, { signal: controller.signal });
        if (!response.ok) {
          setAudio({ status: 'error', message: response.status === 404 ? 'This recording is no longer available.' : LOAD_FAILED });
          return;
        }
        const blob = await response.blob();
        const decoded = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(await blob.arrayBuffer());
        const channels = Array.from({ length: decoded.numberOfChannels }, (_, index) => decoded.getChannelData(index));
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setAudio({ status: 'ready', objectUrl, peaks: waveformPeaks(channels, BARS), duration: decoded.duration });
      } catch {
        // A dropped connection, or audio this browser cannot decode.
        if (!controller.signal.aborted) setAudio({ status: 'error', message: LOAD_FAILED });
      }
    })();
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return audio;
}
