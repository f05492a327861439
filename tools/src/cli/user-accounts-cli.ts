import { loadConfig } from '@receptionist/config';
import { personalDataCodec, readableEventStore } from '@receptionist/contexts';
import type { EventStore, PersonalDataCodec, SubjectKeys } from '@receptionist/event-store';
import { identityProjectors, openOperationalStore, type OperationalStore, UserAccounts } from '@receptionist/identity-application';
import { readModelsOf } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';
import { openReadStore, openStoredEvents } from '../infrastructure/open-stores';
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
  personalData: { keys: SubjectKeys; codec: PersonalDataCodec };
  dataDir: string;
}

export async function withUserAccounts<T>(context: CliContext, work: (accounts: UserAccounts, stores: CliStores) => Promise<T>): Promise<T> {
  const config = loadConfig(context.env, { cwd: context.cwd });
  const settings = storeSettingsOf(config);
  const operationalStore = await openOperationalStore(config.identity);
  const personalData = { keys: operationalStore.subjectKeys, codec: personalDataCodec(operationalStore.subjectKeys) };
  const eventStore = readableEventStore(openStoredEvents(settings.eventStore), personalData.codec);
  const readStore = openReadStore(settings.readStore);
  try {
    const accounts = new UserAccounts({ eventStore, readModels: readModelsOf(readStore, identityProjectors) }, operationalStore);
    return await work(accounts, { eventStore, readStore, operationalStore, personalData, dataDir: settings.dataDir });
  } finally {
    await Promise.all([eventStore.close(), readStore.close(), operationalStore.close()]);
  }
}
