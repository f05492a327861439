import { CLIENTS, clientsProjectors, type ClientDoc } from '@receptionist/clients-application';
import { resolveWebhookSecret } from '@receptionist/calls-application';
import { readModelsOf } from '@receptionist/projections';
import { type CliCommand, type CliContext, integerOption, parseCliArgs, UsageError } from '../cli/cli-runtime';
import { openReadStore } from '../infrastructure/open-stores';
import { loadConfig } from '@receptionist/config';
import { storeSettingsOf } from '../infrastructure/store-settings';
import { runSimulation } from './run-simulation';

export const DEFAULT_RATE_PER_MINUTE = 12;
export const DEFAULT_DURATION_SECONDS = 60;
export const DEFAULT_RECORDINGS_PERCENT = 60;

const USAGE = `Usage: npm run simulate:calls -- [--client ID ... | --all] [--rate N] [--duration S] [--recordings P] [--url URL]

Posts realistic, signed dealership calls to POST /webhooks/calls, as the voice platform would: the agent that took
each call, appointments (service with vehicle and concern, test drives, sales visits), messages (some urgent),
transfers (some unanswered), SMS follow-ups, summaries and sentiment; answered calls carry a short recording (a
3–8 s speech-like WAV clip, uploaded with the report as multipart/form-data).
  --client ID    a client id (repeatable); default: --all
  --all          every active client record in DATA_DIR's read models
  --rate N       calls per minute, spread evenly over all chosen clients (default ${DEFAULT_RATE_PER_MINUTE})
  --duration S   stop after S seconds (default ${DEFAULT_DURATION_SECONDS}); the first call goes out at once
  --recordings P the percentage of answered calls sent with a recording, 0 to 100 (default ${DEFAULT_RECORDINGS_PERCENT})
  --url URL      the API (default http://localhost:$PORT, PORT default 3000)
The signing secret is found as the API finds it: WEBHOOK_SECRET, else DATA_DIR/webhook-secret.`;

async function activeClientIds(context: CliContext): Promise<string[]> {
  const store = openReadStore(storeSettingsOf(loadConfig(context.env, { cwd: context.cwd })).readStore);
  try {
    const clients = await readModelsOf(store, clientsProjectors)
      .collection<ClientDoc>(CLIENTS)
      .find({ where: { is_active: true } });
    return clients.map((client) => client.id);
  } finally {
    await store.close();
  }
}

export const simulateCallsCommand: CliCommand = {
  usage: USAGE,
  async run(argv, context) {
    const { values } = parseCliArgs({
      args: argv,
      options: {
        client: { type: 'string', multiple: true },
        all: { type: 'boolean' },
        rate: { type: 'string' },
        duration: { type: 'string' },
        recordings: { type: 'string' },
        url: { type: 'string' },
      },
    });
    if (values.client?.length && values.all) throw new UsageError('Give --client or --all, not both');
    const ratePerMinute = integerOption('rate', values.rate) ?? DEFAULT_RATE_PER_MINUTE;
    const durationSeconds = integerOption('duration', values.duration) ?? DEFAULT_DURATION_SECONDS;
    if (ratePerMinute < 1) throw new UsageError('--rate must be at least 1 call per minute');
    const recordingsPercent = integerOption('recordings', values.recordings) ?? DEFAULT_RECORDINGS_PERCENT;
    if (recordingsPercent < 0 || recordingsPercent > 100) throw new UsageError('--recordings must be a percentage from 0 to 100');
    const clientIds = values.client?.length ? values.client : await activeClientIds(context);
    if (clientIds.length === 0) {
      throw new Error('No active client records yet: sign in to the dashboard once (it creates yours), or pass --client ID');
    }
    const config = loadConfig(context.env, { cwd: context.cwd });
    const url = (values.url ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
    const { secret, source } = resolveWebhookSecret({ webhookSecret: config.calls.webhookSecret, dataDir: config.dataDir });
    context.stdout(`Posting ${ratePerMinute} calls/min for ${durationSeconds} s to ${url} for ${clientIds.length} client(s); secret from ${source}`);
    const accepted = await runSimulation(
      { url, secret, clientIds, ratePerMinute, durationSeconds, recordingShare: recordingsPercent / 100 },
      { fetch, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), now: () => new Date(), log: context.stdout },
    );
    context.stdout(`Done: ${accepted} call(s) accepted.`);
  },
};
