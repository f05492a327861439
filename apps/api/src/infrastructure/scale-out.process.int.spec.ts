import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { signWebhook } from '@receptionist/calls-domain';
import { type EventStore, KurrentDbEventStore, SqliteEventStore } from '@receptionist/event-store';
import { loadConfig } from '@receptionist/config';
import { hashPassword, identityProjectors, openOperationalStore, UserAccounts } from '@receptionist/identity-application';
import { ProjectionRunner, readModelsOf, ReadStoreProjectionLeases, rebuildProjections } from '@receptionist/projections';
import { MongoClient } from 'mongodb';
import { MongoReadStore, type ReadStore, SqliteReadStore } from '@receptionist/read-store';
import { BOUNDED_CONTEXTS, openReadableEventStore } from '@receptionist/contexts';
import { SUBMIT, validBookDemo } from '../leads/leads-graphql';
import { LIVE_UPDATE_EVENT, type LiveUpdate } from '../live/live-update';
import { forkTypeScript, freePort, type TsProcess, until, waitForOk } from '../testing/node-process';
import { callReport } from '../testing/client-area-requests';

const MAIN = join(__dirname, '../main.ts');
const PROJECTORS = BOUNDED_CONTEXTS.flatMap((context) => context.projectors);
const PROJECTOR_COUNT = PROJECTORS.length;
const PROJECTOR_NAMES = new Set(PROJECTORS.map((projector) => projector.name));
/** Leads measured, after as many again at the same rate that warm the freshly started processes up (JIT, caches). */
const LEADS = 300;
const RATE_PER_SECOND = 200;
const WEBHOOK_SECRET = randomUUID();
const SITE_URL = 'http://localhost:3000';
const PASSWORD = 'Secret123';
const COMPARED = ['demo_requests', 'clients', 'call_logs', 'usage'];

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * share) - 1)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Running extends TsProcess {
  url: string;
}

/**
 * The stores the processes share: the embedded ones in their DATA_DIR, or KurrentDB + MongoDB (each run in a MongoDB
 * database of its own, dropped afterwards; the KurrentDB server keeps its log, which every run's projectors read).
 */
interface Stores {
  name: string;
  /** What each process is started with, beside DATA_DIR (which holds the secrets' key file in both cases). */
  env: Record<string, string>;
  eventStore(dataDir: string): Promise<EventStore>;
  readStore(dataDir: string): ReadStore;
  /** A store for the full rebuild, apart from the one the processes share. */
  rebuildTarget(): Promise<{ store: ReadStore; remove(): Promise<void> }>;
  /** Removes what the run left in shared servers. */
  cleanUp(): Promise<void>;
}

const EMBEDDED: Stores = {
  name: 'the embedded stores on one data directory',
  env: {},
  eventStore: (dataDir) => openReadableEventStore(new SqliteEventStore({ file: join(dataDir, 'events.db') }), { dataDir, mongoUrl: null }),
  readStore: (dataDir) => new SqliteReadStore({ file: join(dataDir, 'read-models.db') }),
  rebuildTarget: async () => {
    const rebuildDir = mkdtempSync(join(tmpdir(), 'scale-out-rebuild-'));
    const store = new SqliteReadStore({ file: join(rebuildDir, 'read-models.db') });
    return {
      store,
      remove: async () => {
        await store.close();
        rmSync(rebuildDir, { recursive: true, force: true });
      },
    };
  },
  cleanUp: async () => undefined,
};

/** `url` naming `database` in its path (the options after `?` are kept). */
function withDatabase(url: string, database: string): string {
  return url.replace(/^([a-z+]+:\/\/[^/?]*)(\/[^?]*)?/i, `$1/${database}`);
}

function productionStores(kurrentDbUrl: string, mongoDbUrl: string): Stores {
  const database = `scale_out_${process.pid}_${Date.now()}`;
  const url = withDatabase(mongoDbUrl, database);
  const dropDatabase = async (name: string) => {
    const client = new MongoClient(mongoDbUrl);
    try {
      await client.db(name).dropDatabase();
    } finally {
      await client.close();
    }
  };
  return {
    name: 'KurrentDB + MongoDB',
    env: { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: kurrentDbUrl, READ_STORE: 'mongodb', MONGODB_URL: url },
    eventStore: (dataDir) => openReadableEventStore(new KurrentDbEventStore({ connectionString: kurrentDbUrl }), { dataDir, mongoUrl: url }),
    readStore: () => new MongoReadStore({ url, database }),
    rebuildTarget: async () => {
      const store = new MongoReadStore({ url: mongoDbUrl, database: `${database}_rebuild` });
      return {
        store,
        remove: async () => {
          await store.close();
          await dropDatabase(`${database}_rebuild`);
        },
      };
    },
    cleanUp: () => dropDatabase(database),
  };
}

/**
 * Issue 10, first acceptance criterion, with real processes sharing one set of stores: one ROLE=projector and
 * two ROLE=api processes (A and B) behind a trusted proxy (TRUST_PROXY), then a standby projector. LEASE_TTL_MS is
 * 3000 to keep the takeover short. Runs on the embedded stores always, and on KurrentDB + MongoDB when both
 * KURRENTDB_URL and MONGODB_URL are set.
 */
function describeScaleOut(stores: Stores): void {
  describe(`scale-out: a projector process and two api processes on ${stores.name}`, () => {
    jest.setTimeout(180_000);
    let dataDir: string;
    const processes: Running[] = [];
    const sockets: Socket[] = [];

    const start = async (role: 'api' | 'projector'): Promise<Running> => {
      const port = await freePort();
      const env = {
        ...stores.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ROLE: role,
        LEASE_TTL_MS: '3000',
        LOG_LEVEL: 'warn',
        SITE_URL,
        WEBHOOK_SECRET,
        TRUST_PROXY: '127.0.0.1',
      };
      const started = { ...forkTypeScript(MAIN, [], env), url: `http://127.0.0.1:${port}` };
      processes.push(started);
      await waitForOk(`${started.url}/health`, 60_000);
      return started;
    };

    /** A confirmed user registered in the shared stores, signed in through `api`'s token endpoint. */
    const signedIn = async (api: Running, role: 'admin' | 'client') => {
      const email = `${role}-${randomUUID()}@example.com`;
      const userId = randomUUID();
      const eventStore = await stores.eventStore(dataDir);
      const readStore = stores.readStore(dataDir);
      const operationalStore = await openOperationalStore(loadConfig({ DATA_DIR: dataDir, ...stores.env }, { cwd: process.cwd() }).identity);
      try {
        const accounts = new UserAccounts({ eventStore, readModels: readModelsOf(readStore, identityProjectors) }, operationalStore);
        await accounts.reservations.reserve(email, userId);
        await accounts.register(
          { userId, email, fullName: `Test ${role}`, passwordHash: await hashPassword(PASSWORD), roles: [role], confirmed: true },
          null,
        );
      } finally {
        await Promise.all([eventStore.close(), readStore.close(), operationalStore.close()]);
      }
      const response = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
      return { userId, email, token: ((await response.json()) as { access_token: string }).access_token };
    };

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type Answer = { data: any; errors?: unknown };
    const graphql = async (api: Running, query: string, variables: Record<string, unknown>, token?: string, from?: string): Promise<Answer> => {
      const response = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(from ? { 'x-forwarded-for': from } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: unknown; errors?: unknown };
    };

    const postCall = (api: Running, body: Record<string, unknown>) => {
      const raw = JSON.stringify(body);
      const signature = signWebhook(WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000));
      return fetch(`${api.url}/webhooks/calls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body: raw,
      });
    };

    beforeAll(() => (dataDir = mkdtempSync(join(tmpdir(), 'scale-out-'))));
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      for (const running of processes.splice(0)) {
        running.child.kill('SIGKILL');
        await running.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await stores.cleanUp();
    });

    it('relays live facts across api processes, reads settings back on the other instance, survives kill -9 of the leading projector and verifies tokens after an api restart', async () => {
      const projector = await start('projector');
      const a = await start('api');
      const b = await start('api');
      const eventStore = await stores.eventStore(dataDir);
      const readStore = stores.readStore(dataDir);
      const leases = new ReadStoreProjectionLeases(readStore);
      const holders = async () => {
        // The projectors' leases only: an api process also leads the alerts process manager under a lease of its own.
        const held = (await leases.list()).filter((lease) => lease.expiresAt > Date.now() && PROJECTOR_NAMES.has(lease.name));
        return held.length === PROJECTOR_COUNT ? new Set(held.map((lease) => lease.holder)) : undefined;
      };
      try {
        const [firstLeader] = (await until(holders, 15_000, 'the projector process to lead every projector')).value;

        // 1. lead.submitted for leads submitted through A reaches an admin socket on B.
        const admin = await signedIn(a, 'admin');
        const socket = io(b.url, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          auth: { token: admin.token },
        });
        sockets.push(socket);
        const seenAt = new Map<string, number>();
        socket.on(LIVE_UPDATE_EVENT, (update: LiveUpdate) => {
          const at = performance.now();
          for (const fact of update.facts ?? []) if (fact.type === 'lead.submitted' && fact.id && !seenAt.has(fact.id)) seenAt.set(fact.id, at);
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        // Each round's visitors come from addresses of their own (behind the trusted proxy): the per-address limit stays out of it.
        const submitRound = async (round: number) => {
          const submittedAt = new Map<string, number>();
          const startedAt = performance.now();
          await Promise.all(
            Array.from({ length: LEADS }, async (_, index) => {
              await sleep(Math.max(0, startedAt + (index * 1000) / RATE_PER_SECOND - performance.now()));
              const sent = performance.now();
              const answer = await graphql(
                a,
                SUBMIT,
                { input: validBookDemo(), key: randomUUID() },
                undefined,
                `10.${round}.${index >> 8}.${index & 255}`,
              );
              const id = answer.data?.submitDemoRequest?.id as string | undefined;
              if (!id) throw new Error(`submission ${index} failed: ${JSON.stringify(answer)}`);
              submittedAt.set(id, sent);
            }),
          );
          const sentOverMs = performance.now() - startedAt;
          await until(
            async () => ([...submittedAt.keys()].every((id) => seenAt.has(id)) ? true : undefined),
            15_000,
            'every lead.submitted on B',
          ).catch(() => undefined);
          const missed = [...submittedAt.keys()].filter((id) => !seenAt.has(id));
          const latencies = [...submittedAt].filter(([id]) => seenAt.has(id)).map(([id, sent]) => (seenAt.get(id) as number) - sent);
          return { missed, sentOverMs, p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)) };
        };
        const warmUp = await submitRound(0);
        const measured = await submitRound(1);
        console.log(
          `scale-out step 1: ${LEADS} leads through A at ${RATE_PER_SECOND}/s (sent over ${Math.round(measured.sentOverMs)} ms) -> admin socket on B: ` +
            `p50 ${measured.p50} ms, p99 ${measured.p99} ms, missed ${measured.missed.length}; ` +
            `the ${LEADS} before them, right after the start-up: p50 ${warmUp.p50} ms, p99 ${warmUp.p99} ms, missed ${warmUp.missed.length}`,
        );
        expect([...warmUp.missed, ...measured.missed]).toEqual([]);
        expect(measured.p99).toBeLessThan(5000);

        // 2. A client setting edited through A is read back through B.
        const client = await signedIn(a, 'client');
        // The record is opened by the projector process's reaction to the confirmed account; the dashboard waits for it.
        const opened = await until(
          async () => (await graphql(a, '{ myClient { id } }', {}, client.token)).data?.myClient?.id as string | undefined,
          10_000,
          'the client record opened by the projector process',
        );
        const clientId = opened.value;
        const edit = 'mutation { updateClientSetting(field: "business_name", value: "Scale-out Autos") { businessName } }';
        expect((await graphql(a, edit, {}, client.token)).data).toEqual({ updateClientSetting: { businessName: 'Scale-out Autos' } });
        const readBack = await until(
          async () =>
            (await graphql(b, '{ myClient { businessName } }', {}, client.token)).data?.myClient?.businessName === 'Scale-out Autos'
              ? true
              : undefined,
          10_000,
          'the edited business name on B',
        );
        console.log(`scale-out step 2: settings edit through A read back through B after ${readBack.ms} ms`);

        // 3. A standby projector takes over after kill -9 of the leader; calls through A are counted once.
        const standby = await start('projector');
        expect((await holders())?.has(firstLeader)).toBe(true);
        let billable = 0;
        let callNumber = 0;
        const postCalls = async (count: number) => {
          for (let index = 0; index < count; index++) {
            const duration = 30 + ((callNumber * 37) % 400);
            const response = await postCall(
              a,
              callReport(clientId, `scale-out-${++callNumber}`, { duration_seconds: duration, transcript: 'AI: Thank you for calling!' }),
            );
            expect(response.status).toBe(201);
            billable += Math.ceil(duration / 60);
          }
        };
        await postCalls(10);
        projector.child.kill('SIGKILL');
        expect(await projector.exited).toBe('SIGKILL');
        const killedAt = Date.now();
        await postCalls(40);
        await until(
          async () => {
            const current = await holders();
            return current && current.size === 1 && !current.has(firstLeader) ? current : undefined;
          },
          15_000,
          'the standby to lead every projector',
        );
        const takeoverMs = Date.now() - killedAt;
        expect(takeoverMs).toBeLessThanOrEqual(15_000);

        const observer = new ProjectionRunner({ eventStore, readStore, projectors: PROJECTORS, lead: false });
        await observer.start();
        expect(await observer.waitFor(await eventStore.headPosition(), { timeoutMs: 30_000 })).toBe(true);
        const usage = await observer.collection<{ id: string; client_id: string; minutes_used: number; total_calls: number }>('usage').find();
        const ofClient = usage.filter((doc) => doc.client_id === clientId);
        const minutesUsed = ofClient.reduce((sum, doc) => sum + doc.minutes_used, 0);
        console.log(
          `scale-out step 3: standby leads every projector ${takeoverMs} ms after kill -9 (LEASE_TTL_MS=3000); ` +
            `usage ${minutesUsed} min over ${ofClient.reduce((sum, doc) => sum + doc.total_calls, 0)} calls, billable sum of the ${callNumber} posted calls ${billable} min`,
        );
        expect(minutesUsed).toBe(billable);
        expect(standby.output()).not.toContain('Error');

        // A full rebuild into a separate store (the engine the replay tool runs; apps may not import tools/).
        const rebuildTarget = await stores.rebuildTarget();
        const rebuilt = rebuildTarget.store;
        await rebuildProjections({ eventStore, target: rebuilt, projectors: PROJECTORS });
        const rebuiltModels = readModelsOf(rebuilt, PROJECTORS);
        for (const name of COMPARED) {
          const ordered = { orderBy: { field: 'id' } };
          const live = await observer.collection(name).find(ordered);
          expect(live.length).toBeGreaterThan(0);
          expect({ [name]: live }).toEqual({ [name]: await rebuiltModels.collection(name).find(ordered) });
        }
        await observer.stop();
        await rebuildTarget.remove();

        // 4. An api process restarted on the same shared store verifies a token the other instance signed before.
        b.child.kill('SIGTERM');
        await b.exited;
        const restarted = await start('api');
        const me = await fetch(`${restarted.url}/auth/v1/user`, { headers: { authorization: `Bearer ${client.token}` } });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ id: client.userId, email: client.email });
      } finally {
        await readStore.close();
        await eventStore.close();
      }
    });
  });
}

describeScaleOut(EMBEDDED);

const kurrentDbUrl = process.env['KURRENTDB_URL'];
const mongoDbUrl = process.env['MONGODB_URL'];
if (kurrentDbUrl && mongoDbUrl) {
  describeScaleOut(productionStores(kurrentDbUrl, mongoDbUrl));
} else {
  process.stdout.write('Scale-out test on KurrentDB + MongoDB skipped: KURRENTDB_URL and MONGODB_URL are not both set\n');
  describe.skip('scale-out on KurrentDB + MongoDB skipped: KURRENTDB_URL and MONGODB_URL are not both set', () => {
    it('runs the scale-out test with every process on KurrentDB + MongoDB', () => undefined);
  });
}
