/**
 * A real PCM WAV file (mono, 16-bit, 8 kHz): a 440 Hz tone whose loudness rises and falls twice a second, so the
 * waveform has a shape and the audio element has something to play.
 */
export function toneWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const time = index / sampleRate;
    const loudness = 0.2 + 0.8 * Math.abs(Math.sin(Math.PI * 2 * time));
    wav.writeInt16LE(Math.round(Math.sin(2 * Math.PI * 440 * time) * loudness * 20_000), 44 + index * 2);
  }
  return wav;
}
