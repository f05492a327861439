import { phoneNumberError } from '@receptionist/contracts';
import { InvalidCallInputError } from './calls.errors';

/** A JSON object of a call report (or one of its nested objects), not validated yet. */
export type Fields = Record<string, unknown>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

export function fail(message: string): never {
  throw new InvalidCallInputError(message);
}

export const isMissing = (value: unknown) => value === undefined || value === null;

/** The value as an object; `name` says which field for the message (the body itself when absent). */
export function objectOf(input: unknown, name?: string): Fields {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    fail(name ? `${name} must be an object` : 'The body must be a JSON object');
  return input as Fields;
}

/** A trimmed text of at most `limit` characters; an absent or blank optional text is null. */
export function textField(value: unknown, name: string, limit: number, required: boolean): string | null {
  if (isMissing(value) || (typeof value === 'string' && !value.trim() && !required)) return required ? fail(`${name} is required`) : null;
  if (typeof value !== 'string') fail(`${name} must be a string`);
  const trimmed = value.trim();
  if (!trimmed) fail(`${name} is required`);
  if (trimmed.length > limit) fail(`${name} must be at most ${limit} characters`);
  return trimmed;
}

/** One of `values`; absent or empty is `fallback` (and required when there is no fallback and `required`). */
export function oneOfField<T extends string>(value: unknown, name: string, values: readonly T[], fallback: T | null, required = false): T | null {
  if (isMissing(value) || value === '') return required && fallback === null ? fail(`${name} is required`) : fallback;
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) fail(`${name} must be one of: ${values.join(', ')}`);
  return value as T;
}

/** An ISO-8601 instant with a time zone, normalised to UTC. */
export function instantField(value: unknown, name: string): string {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))) {
    fail(`${name} must be an ISO-8601 instant, e.g. 2030-01-31T14:05:00Z`);
  }
  return new Date(value).toISOString();
}

/** A phone number following the product's phone rules, trimmed. */
export function phoneField(value: unknown, name: string): string {
  if (isMissing(value)) fail(`${name} is required`);
  if (typeof value !== 'string') fail(`${name} must be a string`);
  const problem = phoneNumberError(value);
  if (problem) fail(`${name}: ${problem}`);
  return value.trim();
}

export function booleanField(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') fail(`${name} must be true or false`);
  return value;
}
