import { join } from 'node:path';
import { type Config, type Env, loadConfig } from '@receptionist/config';

export type { Env };

export type EventStoreSettings = { kind: 'sqlite'; file: string } | { kind: 'kurrentdb'; connectionString: string };
export type ReadStoreSettings = { kind: 'sqlite'; file: string } | { kind: 'mongodb'; url: string; database: string };

export interface StoreSettings {
  dataDir: string;
  /** Where the subjects' keys are kept (the operational store). */
  identity: Pick<Config['identity'], 'dataDir' | 'mongoUrl'>;
  eventStore: EventStoreSettings;
  readStore: ReadStoreSettings;
}

/** The stores of a parsed configuration: DATA_DIR/events.db and DATA_DIR/read-models.db, or the servers' URLs. */
export function storeSettingsOf(config: Config): StoreSettings {
  return {
    dataDir: config.dataDir,
    identity: { dataDir: config.identity.dataDir, mongoUrl: config.identity.mongoUrl },
    eventStore:
      config.eventStore.kind === 'kurrentdb'
        ? { kind: 'kurrentdb', connectionString: config.eventStore.url }
        : { kind: 'sqlite', file: join(config.dataDir, 'events.db') },
    readStore:
      config.readStore.kind === 'mongodb'
        ? { kind: 'mongodb', url: config.readStore.url, database: config.readStore.database }
        : { kind: 'sqlite', file: join(config.dataDir, 'read-models.db') },
  };
}

/**
 * The stores the API uses, parsed by the API's own configuration parser (same variables, defaults and checks; a bad
 * configuration throws ConfigurationError listing every problem).
 */
export function readStoreSettings(env: Env, cwd: string): StoreSettings {
  return storeSettingsOf(loadConfig(env, { cwd }));
}
