import { InvalidClientInputError } from '@receptionist/clients-domain';
import { phoneNumberError } from '@receptionist/contracts';

export const CALLER_NUMBER_MAX_LENGTH = 40;
/** An instant, so with its offset: a bare local time would be read on the server's clock. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The voice platform's request: `{ called_number, caller_number, at? }`; throws InvalidClientInputError with the first problem. */
export function parseInboundCallRequest(body: unknown): { calledNumber: string; callerNumber: string; at: Date | null } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new InvalidClientInputError('Send a JSON object');
  const { called_number: called, caller_number: caller, at } = body as Record<string, unknown>;
  if (typeof called !== 'string') throw new InvalidClientInputError('called_number is required (the number that rings)');
  const phoneProblem = phoneNumberError(called);
  if (phoneProblem) throw new InvalidClientInputError(`called_number: ${phoneProblem}`);
  if (typeof caller !== 'string' || caller.trim().length > CALLER_NUMBER_MAX_LENGTH) {
    throw new InvalidClientInputError(
      `caller_number is required: the calling number as the platform shows it, at most ${CALLER_NUMBER_MAX_LENGTH} characters`,
    );
  }
  if (at !== undefined && at !== null && (typeof at !== 'string' || !ISO_INSTANT.test(at) || Number.isNaN(Date.parse(at)))) {
    throw new InvalidClientInputError('at must be an ISO-8601 instant (e.g. 2026-11-26T14:05:00Z)');
  }
  return { calledNumber: called.trim(), callerNumber: caller.trim(), at: typeof at === 'string' ? new Date(at) : null };
}
