const knownTimeZones = new Map<string, boolean>();

/** Whether Intl knows the IANA time zone, e.g. America/New_York (cached: the check builds a formatter). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  let known = knownTimeZones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    knownTimeZones.set(value, known);
  }
  return known;
}

/** The runtime's own IANA time zone (on a page: the browser's); UTC when it has none. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zones to choose from, with `current` first when Intl does not list it (an alias such as US/Eastern). */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}
