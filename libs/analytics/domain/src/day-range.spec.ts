import { parseDayRange } from './day-range';

describe('parseDayRange', () => {
  it('accepts an inclusive range of real days', () => {
    expect(parseDayRange('2025-02-01', '2025-02-28')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(parseDayRange('2025-02-01', '2025-02-01')).toEqual({ from: '2025-02-01', to: '2025-02-01' });
  });

  it.each([
    ['2025-2-1', '2025-02-28', 'from must be a date written yyyy-mm-dd (got "2025-2-1")'],
    ['2025-02-01', '2025-02-30', 'to must be a date written yyyy-mm-dd (got "2025-02-30")'],
    ['2025-03-01', '2025-02-01', 'from must not be after to'],
    ['2024-01-01', '2025-01-01', 'the range must span at most 366 days'],
  ])('rejects %s..%s', (from, to, message) => {
    expect(() => parseDayRange(from, to)).toThrow(message);
  });
});
