const MS_PER_DAY = 86_400_000;

/** Every UTC day from `from` to `to` inclusive, written yyyy-mm-dd (the range is validated by parseDayRange first). */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00.000Z`); time <= Date.parse(`${to}T00:00:00.000Z`); time += MS_PER_DAY) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}
