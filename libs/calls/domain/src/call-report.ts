import { CALL_OUTCOMES, CALL_SENTIMENTS, CALL_TYPES, DEFAULT_CALL_TYPE, phoneNumberError } from '@receptionist/contracts';
import type { CallDetails } from './call.events';
import { InvalidCallInputError } from './calls.errors';

export const CALL_TEXT_LIMITS = { platform_call_id: 200, caller_number: 40, transcript: 50_000, summary: 2_000, topic: 200 } as const;
/** A call longer than a day is a reporting error. */
export const MAX_CALL_DURATION_SECONDS = 86_400;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A call as the voice platform reports it: whose line was called (client id or called number) and the details. */
export interface CallReport {
  platformCallId: string;
  clientId: string | null;
  calledNumber: string | null;
  details: CallDetails;
}

type Fields = Record<string, unknown>;

function fail(message: string): never {
  throw new InvalidCallInputError(message);
}

function text(fields: Fields, name: keyof typeof CALL_TEXT_LIMITS, required: boolean): string | null {
  const value = fields[name];
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim() && !required)) {
    return required ? fail(`${name} is required`) : null;
  }
  if (typeof value !== 'string') fail(`${name} must be a string`);
  const trimmed = value.trim();
  if (!trimmed) fail(`${name} is required`);
  if (trimmed.length > CALL_TEXT_LIMITS[name]) fail(`${name} must be at most ${CALL_TEXT_LIMITS[name]} characters`);
  return trimmed;
}

function oneOf<T extends string>(fields: Fields, name: string, values: readonly T[], fallback: T | null): T | null {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) fail(`${name} must be one of: ${values.join(', ')}`);
  return value as T;
}

function startedAt(fields: Fields): string {
  const value = fields['started_at'];
  if (typeof value !== 'string' || !ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))) {
    fail('started_at must be an ISO-8601 instant, e.g. 2030-01-31T14:05:00Z');
  }
  return new Date(value).toISOString();
}

function durationSeconds(fields: Fields): number {
  const value = fields['duration_seconds'] ?? 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_CALL_DURATION_SECONDS) {
    fail(`duration_seconds must be a whole number from 0 to ${MAX_CALL_DURATION_SECONDS}`);
  }
  return value;
}

function objectOf(input: unknown): Fields {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('The body must be a JSON object');
  return input as Fields;
}

/** The details shared by platform reports and test calls (the webhook's snake_case fields); `call_type` defaults to inbound. */
export function parseCallDetails(input: unknown): CallDetails {
  const fields = objectOf(input);
  return {
    callerNumber: text(fields, 'caller_number', true) as string,
    startedAt: startedAt(fields),
    durationSeconds: durationSeconds(fields),
    outcome: oneOf(fields, 'outcome', CALL_OUTCOMES, null),
    callType: oneOf(fields, 'call_type', CALL_TYPES, DEFAULT_CALL_TYPE) ?? DEFAULT_CALL_TYPE,
    transcript: text(fields, 'transcript', false),
    summary: text(fields, 'summary', false),
    sentiment: oneOf(fields, 'sentiment', CALL_SENTIMENTS, null),
    topic: text(fields, 'topic', false),
  };
}

/** Validates a webhook body; throws InvalidCallInputError with the first problem. */
export function parseCallReport(input: unknown): CallReport {
  const fields = objectOf(input);
  const platformCallId = text(fields, 'platform_call_id', true) as string;
  const clientId = fields['client_id'] === undefined || fields['client_id'] === null ? null : fields['client_id'];
  const calledNumber = fields['called_number'] === undefined || fields['called_number'] === null ? null : fields['called_number'];
  if (clientId !== null && (typeof clientId !== 'string' || !/^[0-9a-f-]{36}$/i.test(clientId))) fail('client_id must be a client id (uuid)');
  if (calledNumber !== null && (typeof calledNumber !== 'string' || phoneNumberError(calledNumber))) {
    fail(`called_number: ${typeof calledNumber === 'string' ? phoneNumberError(calledNumber) : 'must be a string'}`);
  }
  if (clientId === null && calledNumber === null) fail('Either client_id or called_number is required');
  const details = parseCallDetails(fields);
  if (details.callType === 'test') fail('call_type test is reserved for test calls from the dashboard');
  return {
    platformCallId,
    clientId: (clientId as string | null)?.toLowerCase() ?? null,
    calledNumber: (calledNumber as string | null)?.trim() ?? null,
    details,
  };
}
