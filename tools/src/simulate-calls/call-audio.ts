import { pcmWav } from '@receptionist/calls-domain';

type Random = () => number;

export const CLIP_SAMPLE_RATE = 8000;
export const CLIP_SECONDS: [number, number] = [3, 8];

const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** A telephone line carries up to about 3.4 kHz. */
const LINE_BANDWIDTH_HZ = 3400;
/** Samples of one period: enough for its highest harmonic (under 40). */
const TABLE_SIZE = 256;

/**
 * One period of a voiced buzz: a fundamental and its harmonics within the line's band, weighted like two vowel
 * formants (computed once per syllable, then read at the drifting pitch).
 */
function voicedPeriod(pitch: number, formants: number[]): Float32Array {
  const harmonics = Array.from({ length: Math.floor(LINE_BANDWIDTH_HZ / (pitch * 1.25)) }, (_, index) => index + 1);
  const weights = harmonics.map(
    (harmonic) => formants.reduce((sum, formant) => sum + 1 / (1 + ((harmonic * pitch - formant) / 180) ** 2), 0) / harmonic,
  );
  return Float32Array.from({ length: TABLE_SIZE }, (_, index) =>
    harmonics.reduce((sum, harmonic, at) => sum + weights[at] * Math.sin((2 * Math.PI * harmonic * index) / TABLE_SIZE), 0),
  );
}

/** One syllable: a voiced buzz under a smooth rise and fall, its pitch drifting as speech does. */
function syllable(random: Random, samples: Float32Array, start: number, length: number): void {
  const pitch = between(random, 95, 230);
  const drift = between(random, -0.25, 0.25);
  const period = voicedPeriod(pitch, [between(random, 300, 900), between(random, 900, 2500)]);
  const loudness = between(random, 0.35, 0.8);
  let phase = 0;
  for (let n = 0; n < length && start + n < samples.length; n++) {
    const progress = n / length;
    const envelope = Math.sin(Math.PI * progress) ** 1.5;
    phase = (phase + (TABLE_SIZE * pitch * (1 + drift * progress)) / CLIP_SAMPLE_RATE) % TABLE_SIZE;
    samples[start + n] += loudness * envelope * period[Math.floor(phase)] * 0.5;
  }
}

/**
 * A short, decodable stand-in for a call recording: 8 kHz mono 16-bit PCM WAV of speech-like bursts (runs of
 * syllables, the speakers taking turns) with pauses between them, over a faint line hiss.
 */
export function callClip(random: Random = Math.random): Buffer {
  const seconds = between(random, ...CLIP_SECONDS);
  const samples = new Float32Array(Math.round(seconds * CLIP_SAMPLE_RATE));
  let at = Math.round(between(random, 0.1, 0.4) * CLIP_SAMPLE_RATE);
  while (at < samples.length) {
    const syllables = 2 + Math.floor(random() * 7);
    for (let index = 0; index < syllables && at < samples.length; index++) {
      const length = Math.round(between(random, 0.12, 0.3) * CLIP_SAMPLE_RATE);
      syllable(random, samples, at, length);
      at += length + Math.round(between(random, 0.01, 0.06) * CLIP_SAMPLE_RATE);
    }
    at += Math.round(between(random, 0.25, 0.8) * CLIP_SAMPLE_RATE);
  }
  const pcm = new Int16Array(samples.length);
  for (let n = 0; n < samples.length; n++) pcm[n] = Math.round(Math.max(-1, Math.min(1, samples[n] + (random() - 0.5) * 0.01)) * 32767);
  return pcmWav(pcm, CLIP_SAMPLE_RATE);
}
