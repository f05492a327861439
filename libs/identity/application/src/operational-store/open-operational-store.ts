import { join } from 'node:path';
import type { IdentityConfig } from '../config/identity-config';
import { MongoOperationalStore } from './mongo/mongo-operational-store';
import type { OperationalStore } from './operational-store.port';
import { SqliteOperationalStore } from './sqlite/sqlite-operational-store';

/** MongoDB when MONGODB_URL is configured, otherwise DATA_DIR/auth.db. */
export async function openOperationalStore(config: Pick<IdentityConfig, 'dataDir' | 'mongoUrl'>): Promise<OperationalStore> {
  if (config.mongoUrl) return MongoOperationalStore.connect({ url: config.mongoUrl });
  return new SqliteOperationalStore({ file: join(config.dataDir, 'auth.db') });
}
