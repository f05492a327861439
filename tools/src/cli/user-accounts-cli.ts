import { loadConfig } from '@receptionist/config';
import { identityProjectors, openOperationalStore, UserAccounts } from '@receptionist/identity-application';
import { readModelsOf } from '@receptionist/projections';
import { openEventStore, openReadStore } from '../infrastructure/open-stores';
import { storeSettingsOf } from '../infrastructure/store-settings';
import type { CliContext } from './cli-runtime';

/**
 * Runs `work` with the user accounts of the stores the environment names (DATA_DIR, EVENT_STORE, READ_STORE, … as
 * for the API) — the same command path the API's identity use cases take — and closes every store afterwards.
 */
export async function withUserAccounts<T>(context: CliContext, work: (accounts: UserAccounts) => Promise<T>): Promise<T> {
  const config = loadConfig(context.env, { cwd: context.cwd });
  const settings = storeSettingsOf(config);
  const eventStore = openEventStore(settings.eventStore);
  const readStore = openReadStore(settings.readStore);
  const operationalStore = await openOperationalStore(config.identity);
  try {
    return await work(new UserAccounts({ eventStore, readModels: readModelsOf(readStore, identityProjectors) }, operationalStore));
  } finally {
    await Promise.all([eventStore.close(), readStore.close(), operationalStore.close()]);
  }
}
