import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { EventStore } from '@receptionist/event-store';

interface ExportRange {
  /** Exclusive lower bound on position. */
  from?: number;
  /** Inclusive upper bound on position. */
  to?: number;
  /** Only these event types; empty or absent: all. */
  types?: readonly string[];
}

/** Writes one StoredEvent JSON per line, in position order; returns how many were written. */
export async function exportEvents(eventStore: EventStore, range: ExportRange, file: string): Promise<number> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  const failed = once(out, 'error').then(([error]) => Promise.reject(error));
  failed.catch(() => undefined);
  let count = 0;
  const filter = range.types?.length ? { types: range.types } : undefined;
  for await (const event of eventStore.readAll({ from: range.from, to: range.to, filter })) {
    if (!out.write(`${JSON.stringify(event)}\n`)) await Promise.race([once(out, 'drain'), failed]);
    count++;
  }
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
  return count;
}
