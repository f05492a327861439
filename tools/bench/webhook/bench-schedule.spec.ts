import { benchSchedule } from './bench-schedule';

describe('bench:webhook schedule', () => {
  it('sends every call of every month once and in order, pairing each month’s last calls with the next month’s first', () => {
    const schedule = [...benchSchedule(2, 8, 2)];
    for (const month of [0, 1, 2]) {
      expect(schedule.filter((call) => call.month === month).map((call) => call.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    expect(schedule.filter((call) => call.window === 'first').map((call) => [call.month, call.index])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ]);
    expect(schedule.filter((call) => call.window === 'last').map((call) => [call.month, call.index])).toEqual([
      [0, 7],
      [0, 8],
      [1, 7],
      [1, 8],
    ]);
    schedule.forEach((call, position) => {
      if (call.window === 'last') expect(schedule[position + 1].window).toBe('first');
    });
  });
});
