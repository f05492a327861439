import { ReadStoreConfigurationError } from '../read-store.errors';

/**
 * The database named in a connection string's path (`mongodb://h1,h2/receptionist?replicaSet=rs0`), or null. The
 * driver would otherwise fall back to `test` (mongodb/src/connection_string.ts: `mongoOptions.dbName = 'test'`).
 */
export function databaseInUrl(url: string): string | null {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/i.exec(url.trim());
  const name = match ? decodeURIComponent(match[1]) : '';
  return name === '' ? null : name;
}

/** The explicit database: the given one, else the one in the URL; never the driver's default. */
export function mongoDatabaseName(url: string, database?: string): string {
  const name = database?.trim() || databaseInUrl(url);
  if (!name) {
    throw new ReadStoreConfigurationError(
      'MongoDB database name missing: put it in the connection string path (mongodb://host/receptionist?replicaSet=rs0)',
    );
  }
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) throw new ReadStoreConfigurationError(`Invalid MongoDB database name ${JSON.stringify(name)}`);
  return name;
}
