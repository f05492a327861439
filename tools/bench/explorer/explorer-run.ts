import { type EventLogQuery, readEventLogPage } from '@receptionist/contexts';
import type { EventStore } from '@receptionist/event-store';
import { percentile } from '../leads/latency-stats';

export interface ExplorerCase {
  label: string;
  query: Partial<EventLogQuery>;
}

export interface ExplorerFigures {
  label: string;
  pages: number;
  rows: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const ANY: EventLogQuery = { types: [], streamPrefix: null, actorId: null, correlationId: null, eventId: null, from: null, to: null, text: null };

/** The explorer's filters as analysts use them: a common and a rare type, a stream prefix, a time range, text. */
export function explorerCases(head: { occurredAt: string }): ExplorerCase[] {
  const newest = Date.parse(head.occurredAt);
  const daysBack = (days: number) => new Date(newest - days * 86_400_000).toISOString();
  return [
    { label: 'newest, no filter', query: {} },
    { label: 'type CallLogged.v3 (common)', query: { types: ['CallLogged.v3'] } },
    { label: 'type StatusChanged', query: { types: ['StatusChanged'] } },
    { label: 'type UsageThresholdReached.v2 (rare)', query: { types: ['UsageThresholdReached.v2'] } },
    { label: 'stream prefix demo-request-', query: { streamPrefix: 'demo-request-' } },
    { label: 'stream prefix client-', query: { streamPrefix: 'client-' } },
    { label: 'time range: a day, a month back', query: { from: daysBack(31), to: daysBack(30) } },
    { label: 'text "quote" (common)', query: { text: 'quote' } },
    { label: 'text "cancellation" in CallLogged.v3', query: { types: ['CallLogged.v3'], text: 'cancellation' } },
    { label: 'text with no match (a full scan)', query: { text: 'no such words' } },
  ];
}

/** Times `pages` consecutive pages (following nextBefore) of each case. */
export async function measureExplorer(store: EventStore, cases: readonly ExplorerCase[], pages: number, size = 50): Promise<ExplorerFigures[]> {
  const figures: ExplorerFigures[] = [];
  for (const { label, query } of cases) {
    const samples: number[] = [];
    let rows = 0;
    let before: number | null = null;
    for (let page = 0; page < pages; page++) {
      const started = performance.now();
      const answer = await readEventLogPage(store, { ...ANY, ...query }, before, size);
      samples.push(performance.now() - started);
      rows += answer.events.length;
      if (answer.nextBefore === null) break;
      before = answer.nextBefore;
    }
    figures.push({ label, pages: samples.length, rows, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), maxMs: Math.max(...samples) });
  }
  return figures;
}
