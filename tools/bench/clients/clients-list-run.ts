import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  AdminClientsHandler,
  AdminClientsQuery,
  type AdminClientsRaw,
  clientsProjector,
  ClientsOverviewHandler,
  ClientsOverviewQuery,
  parseAdminClientsArgs,
} from '@receptionist/clients-application';
import type { EventStore, NewEvent } from '@receptionist/event-store';
import { SqliteEventStore } from '@receptionist/event-store';
import { readModelsOf, rebuildProjections } from '@receptionist/projections';
import { usageProjector } from '@receptionist/calls-application';
import { SqliteReadStore } from '@receptionist/read-store';
import { withUpcasters } from '@receptionist/contexts';

const WORDS = ['Motors', 'Dental', 'Plumbing', 'Bakery', 'Law', 'Salon', 'Garage', 'Clinic'];
/** The one client a rare search finds. */
export const RARE_NAME = 'Zephyrine Autohaus';

function clientEvents(index: number, count: number, at: Date): { stream: string; events: NewEvent[] }[] {
  const userId = randomUUID();
  const clientId = randomUUID();
  const occurredAt = new Date(at.getTime() + index * 1000).toISOString();
  const name = index === Math.floor(count / 2) ? RARE_NAME : `${WORDS[index % WORDS.length]} ${index}`;
  return [
    {
      stream: `user-${userId}`,
      events: [
        {
          type: 'UserRegistered.v2',
          data: { userId, email: `owner${index}@example.com`, fullName: `Owner ${index}`, registeredAt: occurredAt },
          metadata: { occurredAt },
        },
      ],
    },
    {
      stream: `client-${clientId}`,
      events: [
        {
          type: 'ClientCreated',
          data: {
            client_id: clientId,
            owner_id: userId,
            business_name: name,
            greeting_message: 'Hello',
            ai_voice: 'alloy',
            ai_personality: 'professional',
            plan_type: index % 3 === 0 ? 'pro' : 'starter',
            minutes_limit: 500,
            is_active: index % 7 !== 0,
            created_at: occurredAt,
          },
          metadata: { occurredAt },
        },
      ],
    },
  ];
}

async function appendClients(store: EventStore, count: number): Promise<void> {
  const start = new Date('2026-01-01T00:00:00.000Z');
  for (let from = 0; from < count; from += 5000) {
    const appends = [];
    for (let index = from; index < Math.min(count, from + 5000); index++) {
      for (const { stream, events } of clientEvents(index, count, start)) appends.push({ stream, events, expectedRevision: 'no_stream' as const });
    }
    if (store.appendBatch) await store.appendBatch(appends);
    else for (const append of appends) await store.append(append.stream, append.events, append.expectedRevision);
  }
}

export interface Timed {
  label: string;
  ms: number;
  rows: number;
  total: number;
}

export interface ClientsListFigures {
  buildMs: number;
  timings: Timed[];
  /** Every client seen once when paging through the whole list. */
  pagedClients: number;
  pages: number;
  pageP50Ms: number;
  pageMaxMs: number;
}

/**
 * Builds `count` clients' read models through the clients projector (events in a temporary SQLite event store,
 * replayed into a temporary read store), then times the admin list's queries as the API runs them.
 */
export async function measureClientsList(directory: string, count: number, pageSize = 50): Promise<ClientsListFigures> {
  const eventStore = withUpcasters(new SqliteEventStore({ file: join(directory, 'events.db') }));
  const readStore = new SqliteReadStore({ file: join(directory, 'read-models.db') });
  try {
    const buildStarted = performance.now();
    await appendClients(eventStore, count);
    // The list reads clients' records and, for their minutes, calls' published usage read models.
    const projectors = [clientsProjector, usageProjector];
    await rebuildProjections({ eventStore, target: readStore, projectors });
    const buildMs = performance.now() - buildStarted;
    const readModels = readModelsOf(readStore, projectors);
    const platform = { eventStore, readModels, asOf: { at: async () => readModels }, projections: { waitFor: async () => true } };
    const list = new AdminClientsHandler(platform);
    const overview = new ClientsOverviewHandler(platform);
    const query = (raw: AdminClientsRaw) => {
      const args = parseAdminClientsArgs(raw);
      return new AdminClientsQuery(args.filter, args.sort, args.first, args.after, args.ids);
    };
    const timings: Timed[] = [];
    const time = async (label: string, raw: AdminClientsRaw) => {
      const started = performance.now();
      const page = await list.execute(query(raw));
      timings.push({ label, ms: performance.now() - started, rows: page.docs.length, total: page.total });
      return page;
    };
    const overviewStarted = performance.now();
    const figures = await overview.execute(new ClientsOverviewQuery(new Date()));
    timings.push({ label: 'overview', ms: performance.now() - overviewStarted, rows: 1, total: figures.totalClients });
    await time('first page, newest', { first: pageSize });
    await time('first page, by name', { first: pageSize, sort: 'name' });
    await time('first page, inactive', { first: pageSize, status: 'inactive' });
    await time('first page, active by name', { first: pageSize, status: 'active', sort: 'name' });
    await time('first page, pro by name', { first: pageSize, plan: 'pro', sort: 'name' });
    await time(`search "${RARE_NAME.split(' ')[0].toLowerCase()}" (1 match)`, { first: pageSize, search: RARE_NAME.split(' ')[0].toLowerCase() });
    await time('search "motors" (1 in 8)', { first: pageSize, search: 'motors' });

    // Walk every page, newest first, following the cursors: the last pages are the deepest.
    const seen = new Set<string>();
    const pageTimes: number[] = [];
    let after: string | null = null;
    let lastRows = 0;
    do {
      const started = performance.now();
      const page = await list.execute(query({ first: pageSize, after }));
      pageTimes.push(performance.now() - started);
      for (const doc of page.docs) seen.add(doc.id);
      lastRows = page.docs.length;
      after = page.nextCursor;
    } while (after);
    timings.push({ label: `deepest page (page ${pageTimes.length})`, ms: pageTimes[pageTimes.length - 1], rows: lastRows, total: count });
    const sorted = [...pageTimes].sort((a, b) => a - b);
    return {
      buildMs,
      timings,
      pagedClients: seen.size,
      pages: pageTimes.length,
      pageP50Ms: sorted[Math.floor(sorted.length / 2)],
      pageMaxMs: sorted[sorted.length - 1],
    };
  } finally {
    await Promise.all([eventStore.close(), readStore.close()]);
  }
}
