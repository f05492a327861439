import { formatInstant, instantOfLocalInput, localInputValue } from './as-of-instant';

describe('as-of instants', () => {
  it('turns an ISO instant into the input value and back to the same instant', () => {
    const iso = '2025-06-30T17:04:05.000Z';
    expect(instantOfLocalInput(localInputValue(iso))).toBe(iso);
  });

  it('reads an input value without seconds as the start of that minute', () => {
    expect(instantOfLocalInput('2025-06-30T17:04')).toBe(new Date(2025, 5, 30, 17, 4, 0).toISOString());
  });

  it.each(['', '2025-06-30', 'yesterday', '2025-13-45T99:00'])('gives no instant for the incomplete or invalid value %p', (value) => {
    expect(instantOfLocalInput(value)).toBeNull();
  });

  it('gives an empty input value for an invalid instant', () => {
    expect(localInputValue('not a date')).toBe('');
  });

  it('shows a value that is no instant as it was given (an edited address)', () => {
    expect(formatInstant('yesterday')).toBe('yesterday');
  });

  it('formats an instant with its date, time to the second and time zone', () => {
    expect(formatInstant('2025-06-30T17:04:05.000Z')).toMatch(/^Jun 30, 2025, \d{2}:\d{2}:05 (AM|PM) \S+$/);
  });
});
