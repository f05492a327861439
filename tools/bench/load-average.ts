import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, printed beside a bench's figures (shared machines make them noisy). */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
