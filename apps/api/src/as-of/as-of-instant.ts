import { DomainError } from '@receptionist/contracts';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant as the cache key (ISO-8601, UTC, milliseconds); anything else, or a future instant, is refused. */
export function checkedInstant(instant: string, now: Date): string {
  const time = ISO_INSTANT.test(instant) ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(time)) throw new DomainError('invalid_input', 'As of must be a date and time with its offset, e.g. 2025-06-30T17:00:00Z');
  if (time > now.getTime()) throw new DomainError('invalid_input', 'As of must not be in the future');
  return new Date(time).toISOString();
}
