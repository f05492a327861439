/**
 * The waveform's bars: for each of `bars` equal slices of the audio, the loudest sample of any channel (0 to 1),
 * scaled so the loudest bar is full height (a quiet recording still shows its shape).
 */
export function waveformPeaks(channels: readonly Float32Array[], bars: number): number[] {
  const length = channels[0]?.length ?? 0;
  if (length === 0 || bars <= 0) return [];
  const peaks: number[] = [];
  for (let bar = 0; bar < bars; bar++) {
    const start = Math.floor((bar * length) / bars);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * length) / bars));
    let peak = 0;
    for (const samples of channels) for (let index = start; index < end && index < length; index++) peak = Math.max(peak, Math.abs(samples[index]));
    peaks.push(peak);
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((peak) => peak / loudest) : peaks;
}

/** "1:05" for 65.4 s; hours when a call lasts that long ("1:02:03"). */
export function playerTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const mmss = `${hours ? String(minutes).padStart(2, '0') : minutes}:${String(rest).padStart(2, '0')}`;
  return hours ? `${hours}:${mmss}` : mmss;
}
