import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { SqliteReadStore } from '@receptionist/read-store';
import { MongoProjectionLeases } from './mongo-projection-leases';
import { describeProjectionLeasesContract } from './projection-leases.contract';
import { SqliteProjectionLeases } from './sqlite-projection-leases';

const directories: string[] = [];
describeProjectionLeasesContract('sqlite', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'leases-'));
  directories.push(directory);
  const file = join(directory, 'read.db');
  const readStore = new SqliteReadStore({ file });
  const leases = new SqliteProjectionLeases(readStore, file);
  return Object.assign(leases, {
    close: async () => {
      SqliteProjectionLeases.prototype.close.call(leases);
      await readStore.close();
    },
  });
});
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

const url = process.env.MONGODB_URL;
if (url) {
  const databases: string[] = [];
  describeProjectionLeasesContract('mongodb', async () => {
    const database = `leases_contract_${process.pid}_${databases.length}`;
    databases.push(database);
    return new MongoProjectionLeases({ url, database });
  });
  afterAll(async () => {
    const client = new MongoClient(url);
    for (const database of databases) await client.db(database).dropDatabase();
    await client.close();
  });
} else {
  process.stdout.write('MongoDB lease contract skipped: MONGODB_URL is not set\n');
  describe.skip('MongoDB lease contract skipped: MONGODB_URL is not set', () => {
    it('runs the ProjectionLeases contract against MongoDB', () => undefined);
  });
}
