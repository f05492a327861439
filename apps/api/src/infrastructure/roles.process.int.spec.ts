import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@receptionist/event-store';
import { ProjectionRunner, readModelsOf, ReadStoreProjectionLeases, rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { BOUNDED_CONTEXTS, openReadableEventStore } from '@receptionist/contexts';
import { forkTypeScript, freePort, type TsProcess, until, waitForOk } from '../testing/node-process';

const MAIN = join(__dirname, '../main.ts');
const PROJECTORS = BOUNDED_CONTEXTS.flatMap((context) => context.projectors);
const NAMES = PROJECTORS.map((projector) => projector.name).sort();

describe('api and projector processes on one data directory', () => {
  jest.setTimeout(120_000);
  let dataDir: string;
  const processes: TsProcess[] = [];
  const start = async (role: string) => {
    const port = await freePort();
    const started = forkTypeScript(MAIN, [], { PORT: String(port), DATA_DIR: dataDir, ROLE: role, LEASE_TTL_MS: '3000', LOG_LEVEL: 'info' });
    processes.push(started);
    await waitForOk(`http://127.0.0.1:${port}/health`, 30_000);
    return { ...started, url: `http://127.0.0.1:${port}` };
  };

  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'roles-'))));
  afterEach(async () => {
    for (const running of processes.splice(0)) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('projectors run only in projector processes; after kill -9 of the leader mid-batch the standby takes over, usage minutes are not double-counted and read models equal a full rebuild', async () => {
    const leader = await start('projector');
    const readFile = join(dataDir, 'read-models.db');
    const readStore = new SqliteReadStore({ file: readFile });
    const leases = new ReadStoreProjectionLeases(readStore);
    // Read like the API reads it: the usage events below are written in their first (v1) shape.
    const eventStore = await openReadableEventStore(new SqliteEventStore({ file: join(dataDir, 'events.db') }), { dataDir, mongoUrl: null });
    const holders = async () => {
      // The projectors' leases only: an api process also leads the alerts process manager under a lease of its own.
      const held = (await leases.list()).filter((lease) => lease.expiresAt > Date.now() && NAMES.includes(lease.name));
      return held.length === NAMES.length ? new Set(held.map((lease) => lease.holder)) : undefined;
    };
    try {
      const [leaderId] = (await until(holders, 10_000, 'the first projector process to lead every projector')).value;
      const standby = await start('projector');
      const api = await start('api');
      expect(await fetch(`${leader.url}/graphql`, { method: 'POST' }).then((response) => response.status)).toBe(404);

      // A page view through the api process is projected by the projector process.
      const tracked = await fetch(`${api.url}/api/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Firefox/141.0' },
        body: JSON.stringify({ kind: 'page_view', path: '/pricing' }),
      });
      expect(tracked.status).toBe(204);

      // Usage minutes keep arriving while the leader is killed in the middle of its batches.
      let minutes = 0;
      let stop = false;
      const appending = (async () => {
        for (let index = 0; !stop || index < 400; index++) {
          const events = Array.from({ length: 25 }, (_, offset) => ({
            type: 'UsageMinutesCounted',
            data: { client_id: `client-${(index + offset) % 3}`, period: '2026-11', minutes: 1 + ((index + offset) % 4) },
          }));
          minutes += events.reduce((sum, event) => sum + event.data.minutes, 0);
          await eventStore.append(`usage-${index}`, events, 'no_stream');
          if (index % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      leader.child.kill('SIGKILL');
      expect(await leader.exited).toBe('SIGKILL');
      stop = true;
      await appending;

      const takeover = await until(
        async () => {
          const current = await holders();
          return current && current.size === 1 && !current.has(leaderId) ? current : undefined;
        },
        15_000,
        'the standby to lead every projector',
      );
      expect(takeover.ms).toBeLessThanOrEqual(15_000);
      expect(standby.output()).not.toContain('Error');

      const observer = new ProjectionRunner({ eventStore, readStore, projectors: PROJECTORS, lead: false });
      await observer.start();
      expect(await observer.waitFor(await eventStore.headPosition(), { timeoutMs: 30_000 })).toBe(true);
      const usage = await observer.collection<{ id: string; minutes_used: number }>('usage').find();
      expect(usage.reduce((sum, doc) => sum + doc.minutes_used, 0)).toBe(minutes);
      expect(await observer.collection('page_views_daily').count()).toBe(1);

      const rebuilt = new SqliteReadStore({ file: join(dataDir, 'rebuilt.db') });
      await rebuildProjections({ eventStore, target: rebuilt, projectors: PROJECTORS });
      const rebuiltModels = readModelsOf(rebuilt, PROJECTORS);
      for (const { name } of PROJECTORS.flatMap((projector) => projector.collections)) {
        const ordered = { orderBy: { field: 'id' } };
        expect({ [name]: await observer.collection(name).find(ordered) }).toEqual({ [name]: await rebuiltModels.collection(name).find(ordered) });
      }
      await observer.stop();
      await rebuilt.close();
    } finally {
      await readStore.close();
      await eventStore.close();
    }
  });
});
