import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { EVENT_LOG_PAGE_SIZE } from '@receptionist/event-store';
import { importEvents } from '../src/events/import-events';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../src/cli/cli-runtime';
import { openEventStore } from '../src/infrastructure/open-stores';
import { readStoreSettings } from '../src/infrastructure/store-settings';

const usage = `Usage: bench:import [--events N] [--dir DIR]

Prints how fast events:import restores an export into an empty embedded store (goal: >= 50,000 events/s), through
the store the command opens (personal values sealed on the way in). The export is the mix the product writes: clients with settings edits, leads with status changes and notes, calls
with 1-2 KB transcripts, page views.
  --events N   events in the generated export, default 200000
  --dir DIR    where the temporary files go (removed afterwards), default DATA_DIR (the repo's disk)`;

const WORDS =
  'hello thanks calling about appointment tomorrow morning please could you book me in for a cleaning and check up yes that works great'.split(' ');
const sentence = (seed: number, length: number) => Array.from({ length }, (_, index) => WORDS[(seed * 7 + index * 13) % WORDS.length]).join(' ');

/** One exported event (StoredEvent JSON) per yield, in position order. */
function* realisticExport(count: number): Generator<string> {
  const revisions = new Map<string, number>();
  const start = Date.UTC(2025, 0, 1);
  for (let index = 0; index < count; index++) {
    const occurredAt = new Date(start + Math.floor((index * 365 * 86_400_000) / count)).toISOString();
    const roll = index % 100;
    let stream: string;
    let type: string;
    let data: unknown;
    if (roll < 2) {
      stream = `client-${index % 2000}`;
      type = 'ClientSettingsChanged';
      data = { clientId: `${index % 2000}`, greeting: sentence(index, 20), businessHours: { mon: '9-17', tue: '9-17', sat: null } };
    } else if (roll < 12) {
      const lead = Math.floor(index / 3) % 100_000;
      stream = `demo-request-${lead}`;
      const revision = revisions.get(stream) ?? -1;
      type = revision < 0 ? 'DemoRequestSubmitted' : revision % 2 ? 'StatusChanged' : 'DemoRequestNotesSaved';
      data = {
        requestId: `${lead}`,
        name: 'Ada Lovelace',
        email: `lead${lead}@example.com`,
        notes: sentence(index, 30),
        from: 'new',
        to: 'contacted',
      };
    } else if (roll < 82) {
      stream = `call-${index}`;
      type = 'CallLogged';
      const transcript = sentence(index, 150 + (index % 150));
      data = {
        call_id: `c:${index}`,
        client_id: `${index % 2000}`,
        caller_number: '+15550100',
        started_at: occurredAt,
        duration_seconds: 60 + (index % 500),
        outcome: 'booked',
        call_type: 'inbound',
        transcript,
        summary: sentence(index, 15),
        sentiment: 'positive',
        topic: 'booking',
        platform_call_id: `p-${index}`,
      };
    } else {
      stream = `pageviews-${occurredAt.slice(0, 10)}`;
      type = 'PageViewed';
      data = { path: '/pricing', day: occurredAt.slice(0, 10), referrerHost: 'google.com' };
    }
    const revision = (revisions.get(stream) ?? -1) + 1;
    revisions.set(stream, revision);
    const eventId = randomUUID();
    const metadata = { actorId: null, correlationId: eventId, causationId: null, occurredAt };
    yield JSON.stringify({ eventId, type, data, metadata, stream, revision, position: index + 1 });
  }
}

async function writeExport(file: string, count: number): Promise<void> {
  const out = createWriteStream(file);
  for (const line of realisticExport(count)) if (!out.write(`${line}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

async function measure<T>(work: () => Promise<T>): Promise<{ result: T; wallSeconds: number; cpuSeconds: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, wallSeconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

/** The floor: the same rows parsed and inserted with better-sqlite3 alone, with the adapter's table and pragmas. */
async function rawInserts(exportFile: string, file: string): Promise<number> {
  const db = new Database(file);
  db.pragma(`page_size = ${EVENT_LOG_PAGE_SIZE}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY, stream TEXT NOT NULL, revision INTEGER NOT NULL,
    event_id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream, revision))`);
  const insert = db.prepare('INSERT INTO events (stream, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  const insertMany = db.transaction((rows: StoredEventLine[]) => {
    for (const row of rows) insert.run(row.stream, row.revision, row.eventId, row.type, JSON.stringify(row.data), JSON.stringify(row.metadata));
  });
  let rows: StoredEventLine[] = [];
  let count = 0;
  for await (const line of createInterface({ input: createReadStream(exportFile, { highWaterMark: 1024 * 1024 }), crlfDelay: Infinity })) {
    rows.push(JSON.parse(line) as StoredEventLine);
    if (rows.length === 50_000) {
      insertMany(rows);
      count += rows.length;
      rows = [];
    }
  }
  insertMany(rows);
  db.close();
  return count + rows.length;
}

interface StoredEventLine {
  stream: string;
  revision: number;
  eventId: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

export const importBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { values } = parseCliArgs({ args: argv, options: { events: { type: 'string' }, dir: { type: 'string' } } });
    const events = integerOption('events', values.events) ?? 200_000;
    if (events < 1) throw new UsageError('--events must be at least 1');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-import-'));
    try {
      const file = join(directory, 'export.ndjson');
      await writeExport(file, events);
      const megabytes = statSync(file).size / 1024 / 1024;
      // The store as the events:import command opens it: personal values are sealed on the way in.
      const store = await openEventStore(readStoreSettings({ DATA_DIR: join(directory, 'store') }, context.cwd));
      const imported = await measure(async () => {
        try {
          return await importEvents(store, file);
        } finally {
          await store.close();
        }
      });
      const raw = await measure(() => rawInserts(file, join(directory, 'raw.db')));
      const rate = (count: number, seconds: number) => `${Math.round(count / seconds).toLocaleString('en-US')} events/s`;
      const perSecond = imported.result / imported.wallSeconds;
      context.stdout(
        `events:import of ${imported.result.toLocaleString('en-US')} events (${megabytes.toFixed(0)} MB NDJSON) into SQLite, personal values sealed (synchronous=FULL; a rollback journal while the import runs, WAL afterwards):`,
      );
      context.stdout(
        `    ${imported.wallSeconds.toFixed(2)} s, ${rate(imported.result, imported.wallSeconds)} (${perSecond >= 50_000 ? 'goal met' : 'goal NOT met'}: >= 50,000/s); per CPU second: ${rate(imported.result, imported.cpuSeconds)}`,
      );
      context.stdout(
        `    baseline, raw better-sqlite3 INSERTs of the same rows (50k per transaction): ${rate(raw.result, raw.wallSeconds)}; per CPU second: ${rate(raw.result, raw.cpuSeconds)}`,
      );
      context.stdout(
        `    import / raw: ${(raw.wallSeconds / imported.wallSeconds).toFixed(2)}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
      );
      context.stdout(`    peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(importBenchCommand);
