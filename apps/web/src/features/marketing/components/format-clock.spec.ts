import { formatClock } from './format-clock';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [75.4, '1:15'],
    [3600, '60:00'],
  ])('shows %p seconds as %p', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });

  it('reads unknown durations as zero', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
