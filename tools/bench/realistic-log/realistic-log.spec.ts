import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { callDecider, usageDecider } from '@receptionist/calls-domain';
import { clientDecider, phoneLineDecider } from '@receptionist/clients-domain';
import { SqliteEventStore } from '@receptionist/event-store';
import { userDecider } from '@receptionist/identity-domain';
import { demoRequestDecider } from '@receptionist/leads-domain';
import { rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { PROJECTOR_CATALOG } from '../../src/catalog/projectors';
import type { EventRowValues } from '../bench-events';
import { realisticEventRows } from './realistic-log';
import { PROJECTOR_NODE_FLAGS } from './run-replay-worker';
import { realisticLogFile } from './realistic-log-file';

const TOTAL = 10_000;
const rows = [...realisticEventRows({ total: TOTAL, seed: 7 })];
const share = (predicate: (row: EventRowValues) => boolean) => rows.filter(predicate).length / TOTAL;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Each stream family folded through its context's own evolve (the user's reads the earlier shapes too). */
const EVOLVE_BY_PREFIX: [string, (state: never, event: never) => unknown, unknown][] = [
  ['user-', userDecider.evolve, userDecider.initialState],
  ['client-', clientDecider.evolve, clientDecider.initialState],
  ['phone-line-', phoneLineDecider.evolve, phoneLineDecider.initialState],
  ['demo-request-', demoRequestDecider.evolve, demoRequestDecider.initialState],
  ['call-', callDecider.evolve, callDecider.initialState],
  ['usage-', usageDecider.evolve, usageDecider.initialState],
];

describe('the realistic bench log (10,000 events)', () => {
  it('holds exactly the asked number of events, the same ones for the same seed and others for another seed', () => {
    expect(rows).toHaveLength(TOTAL);
    const again = [...realisticEventRows({ total: TOTAL, seed: 7 })];
    expect(again.map((row) => row.eventId)).toEqual(rows.map((row) => row.eventId));
    expect(again[TOTAL - 1].data).toBe(rows[TOTAL - 1].data);
    const other = [...realisticEventRows({ total: 100, seed: 8 })];
    expect(other[0].eventId).not.toBe(rows[0].eventId);
  });

  it('has the mix the product writes: ~78% calls context, ~12% leads, ~6% page views, the rest users and clients', () => {
    const calls = share((row) => /^(call|usage)-/.test(row.stream));
    const leads = share((row) => row.stream.startsWith('demo-request-'));
    const pageViews = share((row) => row.stream.startsWith('pageviews-'));
    const accounts = share((row) => /^(user|client|phone-line)-/.test(row.stream));
    expect(calls).toBeGreaterThan(0.72);
    expect(calls).toBeLessThan(0.84);
    expect(leads).toBeGreaterThan(0.09);
    expect(leads).toBeLessThan(0.16);
    expect(pageViews).toBeGreaterThan(0.04);
    expect(pageViews).toBeLessThan(0.09);
    expect(accounts).toBeGreaterThan(0.015);
    expect(accounts).toBeLessThan(0.06);
    expect(share((row) => row.type === 'DemoRequestSubmitted')).toBeGreaterThan(0.05);
    expect(share((row) => row.type === 'StatusChanged')).toBeGreaterThan(0.03);
    expect(share((row) => row.type === 'DemoRequestNotesSaved')).toBeGreaterThan(0.008);
    expect(share((row) => row.type === 'SettingsChanged.v2')).toBeGreaterThan(0.005);
    expect(rows.some((row) => row.type === 'PlanChanged.v2')).toBe(true);
    // ~2k clients per 1M events: 20 here, half of them from the start.
    expect(rows.filter((row) => row.type === 'ClientCreated.v2')).toHaveLength(20);
  });

  it("lets busy clients cross their plan's usage warnings (seen from 20,000 events on)", () => {
    const longer = realisticEventRows({ total: 20_000, seed: 7 });
    expect([...longer].some((row) => row.type === 'UsageThresholdReached.v2')).toBe(true);
  });

  it('gives answered calls a transcript of 1 to 2 KB and spreads the log over 12 months in order', () => {
    const calls = rows.filter((row) => row.type === 'CallLogged.v3').map((row) => JSON.parse(row.data) as { transcript: string | null });
    const transcripts = calls.flatMap((call) => (call.transcript === null ? [] : [call.transcript.length]));
    expect(transcripts.length).toBeGreaterThan(calls.length * 0.7);
    expect(Math.min(...transcripts)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...transcripts)).toBeLessThanOrEqual(2000);
    const times = rows.map((row) => (JSON.parse(row.metadata) as { occurredAt: string }).occurredAt);
    expect(times[0].startsWith('2025-01-01')).toBe(true);
    expect(times[TOTAL - 1].startsWith('2025-12-31')).toBe(true);
    expect([...times].sort()).toEqual(times);
  });

  it('gives calls the outcomes and recordings the product records: bookings, messages, transfers, texts, uploaded audio', () => {
    const callsLogged = share((row) => row.type === 'CallLogged.v3');
    expect(share((row) => row.type === 'AppointmentBooked') / callsLogged).toBeGreaterThan(0.12);
    expect(share((row) => row.type === 'MessageTaken') / callsLogged).toBeGreaterThan(0.15);
    expect(share((row) => row.type === 'CallTransferred') / callsLogged).toBeGreaterThan(0.03);
    expect(share((row) => row.type === 'SmsSent') / callsLogged).toBeGreaterThan(0.15);
    expect(share((row) => row.type === 'RecordingStored') / callsLogged).toBeGreaterThan(0.4);
    const recordings = rows.filter((row) => row.type === 'RecordingStored').map((row) => JSON.parse(row.data) as { blobKey: string; callId: string });
    expect(recordings.every(({ blobKey, callId }) => blobKey.startsWith(`recordings/${callId.replace(':', '/')}/`))).toBe(true);
  });

  it('writes UUID event ids once each and revisions 0, 1, 2 … per stream', () => {
    expect(rows.every((row) => UUID.test(row.eventId))).toBe(true);
    expect(new Set(rows.map((row) => row.eventId)).size).toBe(TOTAL);
    const next = new Map<string, number>();
    for (const row of rows) {
      expect(row.revision).toBe(next.get(row.stream) ?? 0);
      next.set(row.stream, row.revision + 1);
    }
  });

  it("folds every aggregate stream through its context's evolve without an unknown shape", () => {
    const states = new Map<string, unknown>();
    for (const row of rows) {
      const family = EVOLVE_BY_PREFIX.find(([prefix]) => row.stream.startsWith(prefix));
      if (!family) {
        expect(row.stream.startsWith('pageviews-')).toBe(true);
        continue;
      }
      const [, evolve, initial] = family;
      const state = evolve((states.get(row.stream) ?? initial) as never, { type: row.type, data: JSON.parse(row.data) } as never);
      expect(state).toBeDefined();
      states.set(row.stream, state);
    }
  });

  it('replays through every catalog projector from a cached event store file', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'realistic-log-'));
    try {
      const first = await realisticLogFile({ total: TOTAL, seed: 7, cacheDir });
      expect(first).toMatchObject({ events: TOTAL, cached: false });
      expect(await realisticLogFile({ total: TOTAL, seed: 7, cacheDir })).toMatchObject({ file: first.file, cached: true });
      const eventStore = new SqliteEventStore({ file: first.file });
      const target = new SqliteReadStore({ file: join(cacheDir, 'read-models.db') });
      try {
        expect(await eventStore.headPosition()).toBe(TOTAL);
        const progress = await rebuildProjections({ eventStore, target, projectors: PROJECTOR_CATALOG });
        expect(progress.position).toBe(TOTAL);
      } finally {
        await target.close();
        await eventStore.close();
      }
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('the replay worker of bench:realistic', () => {
  it('runs with the Node flags of the compose projector service (the heap cap is measured as the product runs it)', () => {
    const compose = parse(readFileSync(join(__dirname, '../../../docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, unknown> }>;
    };
    expect(compose.services.projector.environment?.NODE_OPTIONS).toBe(PROJECTOR_NODE_FLAGS.join(' '));
  });
});
