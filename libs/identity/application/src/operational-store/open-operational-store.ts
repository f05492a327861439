import { join } from 'node:path';
import type { IdentityConfig } from '../config/identity-config';
import { databaseInUrl, MongoOperationalStore } from './mongo/mongo-operational-store';
import type { OperationalStore } from './operational-store.port';
import { SqliteOperationalStore } from './sqlite/sqlite-operational-store';

/** The database the API's read store uses when MONGODB_URL names none (apps/api open-stores.ts): one database for both. */
const DEFAULT_MONGO_DATABASE = 'receptionist';

/** MongoDB when MONGODB_URL is configured (its path names the database, else `receptionist`), otherwise DATA_DIR/auth.db. */
export async function openOperationalStore(config: Pick<IdentityConfig, 'dataDir' | 'mongoUrl'>): Promise<OperationalStore> {
  if (config.mongoUrl) {
    return MongoOperationalStore.connect({ url: config.mongoUrl, dbName: databaseInUrl(config.mongoUrl) ?? DEFAULT_MONGO_DATABASE });
  }
  return new SqliteOperationalStore({ file: join(config.dataDir, 'auth.db') });
}
