import { playerTime, waveformPeaks } from './waveform-peaks';

describe('waveformPeaks', () => {
  it('takes the loudest sample of each slice across channels, scaled to the loudest', () => {
    const left = new Float32Array([0.1, -0.2, 0, 0, 0.05, 0.05]);
    const right = new Float32Array([0, 0, -0.4, 0.1, 0, 0]);
    expect(waveformPeaks([left, right], 3)).toEqual([0.5, 1, 0.125]);
  });

  it('has bars even when the audio is shorter than the bars, and none for no audio', () => {
    expect(waveformPeaks([new Float32Array([0.5, -1])], 4)).toEqual([0.5, 0.5, 1, 1]);
    expect(waveformPeaks([new Float32Array(0)], 10)).toEqual([]);
    expect(waveformPeaks([new Float32Array(4)], 2)).toEqual([0, 0]);
  });
});

describe('playerTime', () => {
  it('shows minutes and seconds, hours when needed', () => {
    expect(playerTime(0)).toBe('0:00');
    expect(playerTime(65.9)).toBe('1:05');
    expect(playerTime(3723)).toBe('1:02:03');
    expect(playerTime(Number.NaN)).toBe('0:00');
  });
});
