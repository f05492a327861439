import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '@receptionist/calls-domain';
import { clientDecider, clientStream } from '@receptionist/clients-domain';
import { handleCommand } from '@receptionist/cqrs';
import { SqliteEventStore } from '@receptionist/event-store';
import { type CliCommand, integerOption, parseCliArgs, runAsMain, UsageError } from '../../src/cli/cli-runtime';
import { readStoreSettings } from '../../src/infrastructure/store-settings';
import { ms, percentile } from '../leads/latency-stats';
import { startApi } from '../leads/server-processes';
import { callTopic, phoneNumber, transcript } from '../realistic-log/realistic-content';
import { SeededRandom } from '../realistic-log/seeded-random';
import { benchSchedule } from './bench-schedule';
import { loadAverage } from '../load-average';

const usage = `Usage: bench:webhook [--calls N] [--clients N] [--window N] [--dir DIR]

Prints the latency of POST /webhooks/calls (signed) through the real API as a client's month fills: the median of the
1st..Wth calls of a client-month against the median of the last W calls of a month (goal: within 20%), each last
call alternating with a first call of the next month so that both see the same machine load. Not a pass/fail test.
  --calls N    calls per client-month, default 1000
  --clients N  pairs of client-months (each month a new client; N + 1 months in all), default 5
  --window N   calls at each end of the month, default 10
  --dir DIR    where the temporary data dir goes (removed afterwards), default DATA_DIR`;

async function createClients(eventsFile: string, count: number): Promise<string[]> {
  const store = new SqliteEventStore({ file: eventsFile });
  try {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const clientId = randomUUID();
      await handleCommand(store, {
        stream: clientStream(clientId),
        decider: clientDecider,
        command: { type: 'CreateClient', data: { clientId, ownerId: randomUUID(), by: null } },
      });
      ids.push(clientId);
    }
    return ids;
  } finally {
    await store.close();
  }
}

async function postCall(url: string, secret: string, clientId: string, index: number): Promise<number> {
  // Shaped like production: a 1–2 KB transcript and a realistic caller, topic and duration.
  const random = new SeededRandom(index + 1);
  const body = JSON.stringify({
    platform_call_id: `bench-${clientId}-${index}`,
    client_id: clientId,
    caller_number: phoneNumber(random),
    started_at: new Date().toISOString(),
    duration_seconds: random.int(20, 600),
    outcome: 'booked_appointment',
    call_type: 'inbound',
    transcript: transcript(random),
    summary: 'Booked a service visit',
    sentiment: 'positive',
    topic: callTopic(random),
  });
  const started = performance.now();
  const response = await fetch(`${url}/webhooks/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)) },
    body,
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`Call ${index} of ${clientId} answered ${response.status}`);
  return elapsed;
}

export const webhookBenchCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const options = { calls: { type: 'string' }, clients: { type: 'string' }, window: { type: 'string' }, dir: { type: 'string' } } as const;
    const { values } = parseCliArgs({ args: argv, options });
    const calls = integerOption('calls', values.calls) ?? 1000;
    const clients = integerOption('clients', values.clients) ?? 5;
    const window = integerOption('window', values.window) ?? 10;
    if (calls < 1 || clients < 1 || window < 1 || window * 2 > calls) throw new UsageError('numbers must be at least 1 and window at most calls / 2');
    const parent = values.dir ? resolve(context.cwd, values.dir) : readStoreSettings(context.env, context.cwd).dataDir;
    mkdirSync(parent, { recursive: true });
    const directory = mkdtempSync(join(parent, 'bench-webhook-'));
    const print = context.stdout;
    try {
      const secret = randomBytes(32).toString('hex');
      const clientIds = await createClients(join(directory, 'events.db'), clients + 1);
      const api = await startApi(directory, { WEBHOOK_SECRET: secret });
      try {
        print(`Webhook bench on ${directory} (Node ${process.version}), ${clients} pairs of client-months of ${calls} calls, one request at a time`);
        const samples = { first: [] as number[], last: [] as number[] };
        for (const { month, index, window: measured } of benchSchedule(clients, calls, window)) {
          const latency = await postCall(api.url, secret, clientIds[month], index);
          if (measured) samples[measured].push(latency);
        }
        const [first, last] = [samples.first, samples.last];
        const [firstP50, lastP50] = [percentile(first, 50), percentile(last, 50)];
        print(`   p50 of calls 1..${window} (${first.length} samples): ${ms(firstP50)}`);
        print(`   p50 of calls ${calls - window + 1}..${calls} (${last.length} samples): ${ms(lastP50)}`);
        print(`   ratio last/first ${(lastP50 / firstP50).toFixed(2)} (${lastP50 <= firstP50 * 1.2 ? 'goal met' : 'goal NOT met'}: <= 1.20)`);
        print(`   load average ${loadAverage()}`);
      } finally {
        await api.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};

if (require.main === module) runAsMain(webhookBenchCommand);
