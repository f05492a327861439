import { loadConfig } from '@receptionist/config';
import type { EventStore } from '@receptionist/event-store';
import { identityProjectors, openOperationalStore, type OperationalStore, UserAccounts } from '@receptionist/identity-application';
import { readModelsOf } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';
import { openEventStore, openReadStore } from '../infrastructure/open-stores';
import { storeSettingsOf } from '../infrastructure/store-settings';
import type { CliContext } from './cli-runtime';

/**
 * Runs `work` with the user accounts of the stores the environment names (DATA_DIR, EVENT_STORE, READ_STORE, … as
 * for the API) — the same command path the API's identity use cases take — and closes every store afterwards.
 */
export interface CliStores {
  eventStore: EventStore;
  readStore: ReadStore;
  operationalStore: OperationalStore;
}

export async function withUserAccounts<T>(context: CliContext, work: (accounts: UserAccounts, stores: CliStores) => Promise<T>): Promise<T> {
  const config = loadConfig(context.env, { cwd: context.cwd });
  const settings = storeSettingsOf(config);
  const eventStore = openEventStore(settings.eventStore);
  const readStore = openReadStore(settings.readStore);
  const operationalStore = await openOperationalStore(config.identity);
  try {
    const accounts = new UserAccounts({ eventStore, readModels: readModelsOf(readStore, identityProjectors) }, operationalStore);
    return await work(accounts, { eventStore, readStore, operationalStore });
  } finally {
    await Promise.all([eventStore.close(), readStore.close(), operationalStore.close()]);
  }
}
