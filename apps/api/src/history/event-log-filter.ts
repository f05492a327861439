import type { EventLogQuery } from '@receptionist/contexts';
import { DomainError } from '@receptionist/contracts';
import type { EventLogFilterInput } from './event-log.type';

const NAME = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,199}$/;

export const invalid = (message: string) => new DomainError('invalid_input', message);

function parseInstant(value: string | null | undefined, name: string): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (value.length > 40 || Number.isNaN(time)) throw invalid(`${name} must be an ISO-8601 date-time`);
  return new Date(time).toISOString();
}

/** The explorer's filter checked (clear BAD_USER_INPUT messages) and normalised: what readEventLogPage takes. */
export function checkedEventLogFilter(filter: EventLogFilterInput | null | undefined): EventLogQuery {
  const types = filter?.types ?? [];
  if (types.length > 20 || types.some((type) => !NAME.test(type))) throw invalid('Types must be at most 20 event type names');
  const streamPrefix = filter?.streamPrefix?.trim() || null;
  if (streamPrefix && !NAME.test(streamPrefix)) throw invalid('Stream must be a stream name or its start, such as demo-request-');
  const text = filter?.text?.trim().toLowerCase() || null;
  if (text && text.length > 200) throw invalid('Search text must be at most 200 characters');
  for (const id of [filter?.actorId, filter?.correlationId, filter?.eventId])
    if (id && id.length > 100) throw invalid('Ids must be at most 100 characters');
  return {
    types,
    streamPrefix,
    actorId: filter?.actorId || null,
    correlationId: filter?.correlationId || null,
    eventId: filter?.eventId || null,
    from: parseInstant(filter?.from, 'From'),
    to: parseInstant(filter?.to, 'To'),
    text,
  };
}
