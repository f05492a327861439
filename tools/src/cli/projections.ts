import { type ProjectorAction, type ProjectorStateDoc, readProjectorStates, requestProjectorAction } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';
import { projectorNames } from '../catalog/projectors';
import { openEventStore, openReadStore } from '../infrastructure/open-stores';
import { readStoreSettings, type StoreSettings } from '../infrastructure/store-settings';
import { type CliCommand, type CliContext, parseCliArgs, runAsMain, UsageError } from './cli-runtime';

const usage = `Usage: projections status | retry NAME | skip NAME

  status      each projector's status, version, checkpoint and the event it failed on, if any
  retry NAME  ask the running API to apply the failed event of NAME again (after a fix)
  skip NAME   ask the running API to pass over the failed event of NAME
Stores come from DATA_DIR, EVENT_STORE, KURRENTDB_URL, READ_STORE, MONGODB_URL, as for the API.`;

export const projectionsCommand: CliCommand = {
  usage,
  async run(argv, context) {
    const { positionals } = parseCliArgs({ args: argv, options: {}, allowPositionals: true });
    const [action, name, ...extra] = positionals;
    if (action === 'status' && positionals.length === 1) return printStatus(readStoreSettings(context.env, context.cwd), context);
    if ((action === 'retry' || action === 'skip') && name && extra.length === 0) {
      return withReadStore(readStoreSettings(context.env, context.cwd), (readStore) => request(readStore, name, action, context));
    }
    throw new UsageError(action ? `Unexpected arguments: ${positionals.join(' ')}` : 'Give a subcommand');
  },
};

async function printStatus(settings: StoreSettings, context: CliContext): Promise<void> {
  const eventStore = await openEventStore(settings);
  try {
    const head = await eventStore.headPosition();
    await withReadStore(settings, async (readStore) => {
      const states = await readProjectorStates(readStore);
      context.stdout(`Event store head: ${head}`);
      for (const state of states) context.stdout(await describe(state, readStore));
      const missing = projectorNames().filter((known) => !states.some((state) => state.name === known));
      for (const name of missing) context.stdout(`${name}: not started yet`);
    });
  } finally {
    await eventStore.close();
  }
}

async function describe(state: ProjectorStateDoc, readStore: ReadStore): Promise<string> {
  const position = await readStore.checkpoint(state.active.checkpoint);
  const building = state.building ? `, building v${state.building.version} at ${await readStore.checkpoint(state.building.checkpoint)}` : '';
  const lines = [`${state.name}: ${state.status}, v${state.active.version} at position ${position}${building}`];
  const { failure } = state;
  if (failure) lines.push(`  failed on position ${failure.position} (${failure.type ?? 'store'} ${failure.eventId ?? ''}): ${failure.error}`);
  return lines.join('\n');
}

async function request(readStore: ReadStore, name: string, action: ProjectorAction, context: CliContext): Promise<void> {
  const state = (await readProjectorStates(readStore)).find((candidate) => candidate.name === name);
  if (!state) throw new Error(`No projector "${name}" has run on this read store; known: ${projectorNames().join(', ')}`);
  if (state.status !== 'failed') throw new Error(`${name} has not failed (status: ${state.status}); there is nothing to ${action}`);
  const { requestId } = await requestProjectorAction(readStore, name, action);
  context.stdout(`Requested ${action} of ${name} (request ${requestId}); the running API carries it out within about a second.`);
}

async function withReadStore<T>(settings: StoreSettings, work: (readStore: ReadStore) => Promise<T>): Promise<T> {
  const readStore = openReadStore(settings.readStore);
  try {
    return await work(readStore);
  } finally {
    await readStore.close();
  }
}

if (require.main === module) runAsMain(projectionsCommand);
