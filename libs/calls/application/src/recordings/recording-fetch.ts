import { RECORDING_FORMATS, type SniffedAudio, sniffAudio } from '@receptionist/calls-domain';
import { type OutboundHttp, type OutboundRefusal, OutboundRequestError } from '@receptionist/outbound-http';

/** The whole fetch of one recording, connection to last byte. */
export const RECORDING_FETCH_TIMEOUT_MS = 30_000;
export const RECORDING_FETCH_MAX_REDIRECTS = 3;

export type RecordingFetchOutcome =
  | ({ ok: true; audio: Buffer } & SniffedAudio)
  /** `final`: trying again cannot help (a refused address, not audio, too large, the file is gone). */
  | { ok: false; reason: string; final: boolean };

/** Refusals no retry changes; a timeout, a network failure or an unresolvable host may pass later. */
const FINAL_REFUSALS: readonly OutboundRefusal[] = ['invalid_url', 'private_address', 'too_large', 'too_many_redirects'];
/** Answers that say "later": the server's trouble, a timeout or a rate limit. */
const isPassing = (status: number) => status >= 500 || status === 408 || status === 425 || status === 429;

/** GETs the recording once through OutboundHttp (public addresses only outside development) and checks it is audio. */
export async function fetchRecording(http: OutboundHttp, url: string, maxBytes: number): Promise<RecordingFetchOutcome> {
  try {
    const response = await http.request({
      url,
      method: 'GET',
      maxRedirects: RECORDING_FETCH_MAX_REDIRECTS,
      maxResponseBytes: maxBytes,
      timeoutMs: RECORDING_FETCH_TIMEOUT_MS,
    });
    if (response.status < 200 || response.status > 299) {
      return { ok: false, reason: `The recording URL answered HTTP ${response.status}`, final: !isPassing(response.status) };
    }
    const sniffed = sniffAudio(response.body);
    if (!sniffed) return { ok: false, reason: `The file at the recording URL is not ${RECORDING_FORMATS} audio`, final: true };
    return { ok: true, audio: response.body, ...sniffed };
  } catch (error) {
    if (!(error instanceof OutboundRequestError)) throw error;
    const reason = error.reason === 'too_large' ? `The recording is larger than ${maxBytes} bytes (RECORDING_MAX_BYTES)` : error.message;
    return { ok: false, reason, final: FINAL_REFUSALS.includes(error.reason) };
  }
}
