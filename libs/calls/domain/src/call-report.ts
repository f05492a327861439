import { CALL_AGENTS, CALL_OUTCOMES, CALL_SENTIMENTS, CALL_TYPES, DEFAULT_CALL_TYPE, phoneNumberError } from '@receptionist/contracts';
import type { CallDetails } from './call.events';
import { parseCallOutcomes } from './call-outcome-report';
import type { CallOutcomes } from './call-outcomes';
import { fail, type Fields, instantField, objectOf, oneOfField, textField } from './report-fields';

export const CALL_TEXT_LIMITS = { platform_call_id: 200, caller_number: 40, transcript: 50_000, summary: 2_000, topic: 200 } as const;
/** The largest JSON call report (a 50,000-character transcript is at most 300 KB JSON-escaped): as a body, or as the report part. */
export const CALL_REPORT_MAX_BYTES = 512 * 1024;
export const RECORDING_URL_MAX_LENGTH = 2048;
/** A call longer than a day is a reporting error. */
export const MAX_CALL_DURATION_SECONDS = 86_400;

/** A call as the voice platform reports it: whose line was called (client id or called number), the details and outcomes. */
export interface CallReport {
  platformCallId: string;
  clientId: string | null;
  calledNumber: string | null;
  details: CallDetails;
  outcomes: CallOutcomes;
  /** Where the voice platform keeps the call's audio, for the API to fetch once; null when the report names none. */
  recordingUrl: string | null;
}

export interface CallReportOptions {
  /** Also take http:// recording URLs (development and tests only, with WEBHOOKS_ALLOW_PRIVATE). */
  allowHttpRecordingUrl?: boolean;
}

function recordingUrl(value: unknown, { allowHttpRecordingUrl = false }: CallReportOptions): string | null {
  if (value === undefined || value === null) return null;
  const rule = allowHttpRecordingUrl ? 'an http(s) URL' : 'an https URL';
  if (typeof value !== 'string' || !URL.canParse(value)) fail(`recording_url must be ${rule}`);
  if (value.length > RECORDING_URL_MAX_LENGTH) fail(`recording_url must be at most ${RECORDING_URL_MAX_LENGTH} characters`);
  const url = new URL(value);
  if (!(url.protocol === 'https:' || (allowHttpRecordingUrl && url.protocol === 'http:'))) fail(`recording_url must be ${rule}`);
  if (url.username || url.password) fail('recording_url must not carry a user name or password');
  return url.href;
}

function text(fields: Fields, name: keyof typeof CALL_TEXT_LIMITS, required: boolean): string | null {
  return textField(fields[name], name, CALL_TEXT_LIMITS[name], required);
}

function durationSeconds(fields: Fields): number {
  const value = fields['duration_seconds'] ?? 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_CALL_DURATION_SECONDS) {
    fail(`duration_seconds must be a whole number from 0 to ${MAX_CALL_DURATION_SECONDS}`);
  }
  return value;
}

/** The details shared by platform reports and test calls (the webhook's snake_case fields); `call_type` defaults to inbound. */
export function parseCallDetails(input: unknown): CallDetails {
  const fields = objectOf(input);
  return {
    callerNumber: text(fields, 'caller_number', true) as string,
    startedAt: instantField(fields['started_at'], 'started_at'),
    durationSeconds: durationSeconds(fields),
    outcome: oneOfField(fields['outcome'], 'outcome', CALL_OUTCOMES, null),
    callType: oneOfField(fields['call_type'], 'call_type', CALL_TYPES, DEFAULT_CALL_TYPE) ?? DEFAULT_CALL_TYPE,
    transcript: text(fields, 'transcript', false),
    summary: text(fields, 'summary', false),
    sentiment: oneOfField(fields['sentiment'], 'sentiment', CALL_SENTIMENTS, null),
    topic: text(fields, 'topic', false),
    agent: oneOfField(fields['agent'], 'agent', CALL_AGENTS, null),
  };
}

/** Validates a webhook body; throws InvalidCallInputError with the first problem. */
export function parseCallReport(input: unknown, options: CallReportOptions = {}): CallReport {
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
    outcomes: parseCallOutcomes(fields),
    recordingUrl: recordingUrl(fields['recording_url'], options),
  };
}
