import type { EventLogFilter } from '@receptionist/graphql-documents';
import { downloadFile } from '../../../lib/auth/download-file';

/** Downloads the events matching `filter` (the server streams them, newest first) as events.ndjson or events.csv. */
export function downloadEvents(filter: EventLogFilter, format: 'ndjson' | 'csv'): Promise<void> {
  const query = new URLSearchParams();
  if (filter.types?.length) query.set('types', filter.types.join(','));
  for (const [name, value] of [
    ['stream', filter.streamPrefix],
    ['actorId', filter.actorId],
    ['correlationId', filter.correlationId],
    ['eventId', filter.eventId],
    ['from', filter.from],
    ['to', filter.to],
    ['text', filter.text],
  ] as const) {
    if (value) query.set(name, value);
  }
  return downloadFile(`/api/events.${format}?${query}`, `events.${format}`);
}
