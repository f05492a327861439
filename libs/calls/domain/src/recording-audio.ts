import { createHash } from 'node:crypto';

/** The audio formats a call recording may be in, as named to integrators. */
export const RECORDING_FORMATS = 'WAV, MP3, OGG, WebM or MP4/M4A';

export interface SniffedAudio {
  contentType: string;
  /** Read from the header where the format states it cheaply and reliably (WAV); null otherwise. */
  durationSeconds: number | null;
}

const ascii = (bytes: Buffer, start: number, text: string) =>
  bytes.length >= start + text.length && bytes.toString('latin1', start, start + text.length) === text;

/** An MPEG audio frame header: 11 sync bits, and a layer (bits 1–2 of the second byte) that is not the reserved 00 (AAC's ADTS). */
const isMpegFrame = (bytes: Buffer) => bytes.length >= 4 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0;

/**
 * What audio the bytes are, from their own signature (never from a name or a declared type): WAV, MP3, OGG, WebM or
 * MP4/M4A; null for anything else.
 */
export function sniffAudio(bytes: Buffer): SniffedAudio | null {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { contentType: 'audio/wav', durationSeconds: wavDurationSeconds(bytes) };
  if (ascii(bytes, 0, 'ID3') || isMpegFrame(bytes)) return { contentType: 'audio/mpeg', durationSeconds: null };
  if (ascii(bytes, 0, 'OggS')) return { contentType: 'audio/ogg', durationSeconds: null };
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return { contentType: 'audio/webm', durationSeconds: null };
  if (ascii(bytes, 4, 'ftyp')) return { contentType: 'audio/mp4', durationSeconds: null };
  return null;
}

/**
 * The playing time of a RIFF/WAVE file: its data chunk's size over the fmt chunk's bytes per second. A data chunk that
 * claims more than the file holds (a recorder that never went back to write its size) counts what is there.
 */
function wavDurationSeconds(bytes: Buffer): number | null {
  let bytesPerSecond = 0;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 12 <= bytes.length) bytesPerSecond = bytes.readUInt32LE(body + 8);
    if (id === 'data') {
      if (bytesPerSecond === 0) return null;
      const dataBytes = Math.min(size, bytes.length - body);
      return Math.round((dataBytes / bytesPerSecond) * 1000) / 1000;
    }
    // Chunks are padded to an even size.
    offset = body + size + (size % 2);
  }
  return null;
}

/**
 * Where a call's audio is kept in the blob store: under its client and call, named by its content. Two reports of one
 * call racing with different audio then write two blobs, and the one whose events lose removes its own, never the
 * winner's; the same audio sent twice writes the same bytes to the same key.
 */
export function recordingBlobKey(clientId: string, callKey: string, audio: Uint8Array): string {
  return `recordings/${clientId}/${callKey}/${createHash('sha256').update(audio).digest('hex')}`;
}

/** A mono 16-bit PCM WAV file of `samples` (the simulator's clips, and tests). */
export function pcmWav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  const dataBytes = samples.length * 2;
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, dataBytes)]);
}
