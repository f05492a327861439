import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '@receptionist/calls-domain';
import { type ClientCommand, clientDecider, type ClientState, clientStream, phoneLineDecider, phoneLineStream } from '@receptionist/clients-domain';
import { personalDataCodec, readableEventStore } from '@receptionist/contexts';
import { SETTING_FIELDS } from '@receptionist/contracts';
import { handleCommand, type StreamSnapshot } from '@receptionist/cqrs';
import { type EventStore, SqliteEventStore } from '@receptionist/event-store';
import { SqliteOperationalStore } from '@receptionist/identity-application';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../../src/cli/cli-runtime';
import { readStoreSettings } from '../../src/infrastructure/store-settings';
import { ms, percentile } from '../leads/latency-stats';
import { startApi } from '../leads/server-processes';
import { loadAverage } from '../load-average';
import { phoneNumber } from '../realistic-log/realistic-content';
import { SeededRandom } from '../realistic-log/seeded-random';
import { settingValue } from './agent-rules-content';

const usage = `Usage: bench:inbound [--clients N] [--edits N] [--requests N] [--dir DIR]

Prints the latency (p50/p95/p99/max) of POST /webhooks/inbound-call (signed) through the real API on the embedded
store (SQLite, personal data sealed as in production), one request at a time, for random numbers of clients whose
agent settings were edited many times (Q&A lists of 15-40 entries, hours, transfer rules...). Goal: p99 <= 20 ms.
  --clients N   clients with a number, default 300
  --edits N     settings edits per client, default 80
  --requests N  measured requests (after 200 unmeasured warm-up ones), default 3000
  --dir DIR     where the temporary data dir goes (removed afterwards), default DATA_DIR`;

/** Writes the clients through their deciders, sealed like the API writes them; answers their numbers. */
async function createClients(store: EventStore, clients: number, edits: number): Promise<string[]> {
  const random = new SeededRandom(14);
  const numbers: string[] = [];
  const owner = { userId: randomUUID(), email: 'owner@example.com' };
  for (let index = 0; index < clients; index++) {
    const clientId = randomUUID();
    const stream = clientStream(clientId);
    let snapshot: StreamSnapshot<ClientState> | null = null;
    const run = async (command: ClientCommand) => {
      const result = await handleCommand(store, { stream, decider: clientDecider, command, snapshot, metadata: { actorId: owner.userId } });
      const state = snapshot?.state ?? clientDecider.initialState;
      snapshot = { revision: result.revision, state: result.events.reduce(clientDecider.evolve, state) };
    };
    await run({ type: 'CreateClient', data: { clientId, ownerId: owner.userId, by: null } });
    let number = phoneNumber(random);
    while (numbers.includes(number)) number = phoneNumber(random);
    await handleCommand(store, {
      stream: phoneLineStream(number),
      decider: phoneLineDecider,
      command: { type: 'ReservePhoneLine', data: { clientId } },
    });
    await run({ type: 'AssignPhoneNumber', data: { phoneNumber: number, by: owner } });
    for (let edit = 0; edit < edits; edit++) {
      // Every structured setting is set at least once, then edits fall on any field (Q&A lists most often).
      const field = edit < SETTING_FIELDS.length ? SETTING_FIELDS[edit] : random.chance(0.3) ? 'knowledge' : random.pick(SETTING_FIELDS);
      const business = (snapshot as StreamSnapshot<ClientState> | null)?.state.settings.business_name ?? 'My Business';
      await run({ type: 'ChangeClientSetting', data: { field, value: settingValue(random, field, business), by: owner } });
    }
    numbers.push(number);
  }
  return numbers;
}

/** Measures the steady state: the projectors (the client snapshots among them) first catch up with the log written above. */
async function projectionsCaughtUp(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const health = (await (await fetch(`${url}/health`)).json()) as { projections?: string };
    if (!health.projections) return performance.now() - started;
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

async function ask(url: string, secret: string, body: string, expected: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/webhooks/inbound-call`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)) },
    body,
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== expected) throw new Error(`inbound-call answered ${response.status} for ${body}`);
  return elapsed;
}

export const inboundBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const options = { clients: { type: 'string' }, edits: { type: 'string' }, requests: { type: 'string' }, dir: { type: 'string' } } as const;
    const { values } = parseCliArgs({ args: argv, options });
    const clients = integerOption('clients', values.clients) ?? 300;
    const edits = integerOption('edits', values.edits) ?? 80;
    const requests = integerOption('requests', values.requests) ?? 3000;
    if (clients < 1 || edits < 0 || requests < 1) throw new UsageError('clients and requests must be at least 1, edits at least 0');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-inbound-'));
    const print = context.stdout;
    try {
      const secret = randomBytes(32).toString('hex');
      const keyStore = new SqliteOperationalStore({ file: join(directory, 'auth.db') });
      const store = readableEventStore(new SqliteEventStore({ file: join(directory, 'events.db') }), personalDataCodec(keyStore.subjectKeys));
      let numbers: string[];
      const writing = performance.now();
      try {
        numbers = await createClients(store, clients, edits);
      } finally {
        await store.close();
        await keyStore.close();
      }
      print(`bench:inbound: ${clients} clients x ${edits} settings edits written in ${ms(performance.now() - writing)} (Node ${process.version})`);
      const api = await startApi(directory, { WEBHOOK_SECRET: secret });
      try {
        print(`   projections caught up ${ms(await projectionsCaughtUp(api.url))} after the API answered`);
        const random = new SeededRandom(7);
        const body = () => {
          const at = new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28), random.int(0, 23), random.int(0, 59))).toISOString();
          return JSON.stringify({ called_number: random.pick(numbers), caller_number: phoneNumber(random), at });
        };
        for (let index = 0; index < 200; index++) await ask(api.url, secret, body(), 200);
        const samples: number[] = [];
        for (let index = 0; index < requests; index++) samples.push(await ask(api.url, secret, body(), 200));
        const notOurs = [];
        for (let index = 0; index < 200; index++)
          notOurs.push(await ask(api.url, secret, JSON.stringify({ called_number: '+1 999 000 0000', caller_number: 'x' }), 404));
        print(`   ${requests} answers for random numbers and instants (one at a time, client side, HTTP included):`);
        print(
          `   p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  p99 ${ms(percentile(samples, 99))}  max ${ms(Math.max(...samples))}`,
        );
        print(
          `   ${percentile(samples, 99) <= 20 ? 'goal met' : 'goal NOT met'}: p99 <= 20 ms; not ours (404, the HTTP and signature floor) p50 ${ms(percentile(notOurs, 50))} p99 ${ms(percentile(notOurs, 99))}`,
        );
        print(`   load average ${loadAverage()}`);
      } finally {
        await api.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(inboundBenchCommand);
