import { join, resolve } from 'node:path';

export type Env = Record<string, string | undefined>;

export type EventStoreSettings = { kind: 'sqlite'; file: string } | { kind: 'kurrentdb'; connectionString: string };
export type ReadStoreSettings = { kind: 'sqlite'; file: string } | { kind: 'mongodb'; url: string; database: string };

export interface StoreSettings {
  dataDir: string;
  eventStore: EventStoreSettings;
  readStore: ReadStoreSettings;
}

export class StoreConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid store configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/** The MongoDB database named in the URL's path, as the API uses it. */
export const DEFAULT_MONGO_DATABASE = 'receptionist';

/**
 * The stores the API uses, from the same variables and defaults (DATA_DIR=./data, EVENT_STORE=sqlite,
 * READ_STORE=sqlite): DATA_DIR/events.db and DATA_DIR/read-models.db, or the servers named by KURRENTDB_URL/MONGODB_URL.
 */
export function readStoreSettings(env: Env, cwd: string): StoreSettings {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() || undefined;
  const dataDir = resolve(cwd, value('DATA_DIR') ?? './data');

  const url = (name: string, schemes: readonly string[], neededBecause: string): string => {
    const raw = value(name);
    if (!raw) problems.push(`${name} is required when ${neededBecause}`);
    else if (!schemes.some((scheme) => raw.startsWith(`${scheme}://`))) {
      problems.push(`${name} must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')} (got "${raw}")`);
    }
    return raw ?? '';
  };

  let eventStore: EventStoreSettings = { kind: 'sqlite', file: join(dataDir, 'events.db') };
  const eventStoreKind = value('EVENT_STORE') ?? 'sqlite';
  if (eventStoreKind === 'kurrentdb') {
    const schemes = ['kurrentdb', 'esdb', 'kurrentdb+discover', 'esdb+discover'];
    eventStore = { kind: 'kurrentdb', connectionString: url('KURRENTDB_URL', schemes, 'EVENT_STORE=kurrentdb') };
  } else if (eventStoreKind !== 'sqlite') {
    problems.push(`EVENT_STORE must be one of sqlite, kurrentdb (got "${eventStoreKind}")`);
  }

  let readStore: ReadStoreSettings = { kind: 'sqlite', file: join(dataDir, 'read-models.db') };
  const readStoreKind = value('READ_STORE') ?? 'sqlite';
  if (readStoreKind === 'mongodb') {
    const mongoUrl = url('MONGODB_URL', ['mongodb', 'mongodb+srv'], 'READ_STORE=mongodb');
    readStore = { kind: 'mongodb', url: mongoUrl, database: databaseOf(mongoUrl) };
  } else if (readStoreKind !== 'sqlite') {
    problems.push(`READ_STORE must be one of sqlite, mongodb (got "${readStoreKind}")`);
  }

  if (problems.length > 0) throw new StoreConfigurationError(problems);
  return { dataDir, eventStore, readStore };
}

function databaseOf(mongoUrl: string): string {
  const path = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]*)/.exec(mongoUrl)?.[1];
  return path ? decodeURIComponent(path) : DEFAULT_MONGO_DATABASE;
}
