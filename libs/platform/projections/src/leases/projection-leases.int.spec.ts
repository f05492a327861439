import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { MongoReadStore, SqliteReadStore } from '@receptionist/read-store';
import { describeProjectionLeasesContract } from './projection-leases.contract';
import { ReadStoreProjectionLeases } from './read-store-projection-leases';

const directories: string[] = [];
describeProjectionLeasesContract('sqlite read store', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'leases-'));
  directories.push(directory);
  const readStore = new SqliteReadStore({ file: join(directory, 'read.db') });
  return { leases: new ReadStoreProjectionLeases(readStore), close: () => readStore.close() };
});
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

const url = process.env.MONGODB_URL;
if (url) {
  const databases: string[] = [];
  describeProjectionLeasesContract('mongodb read store', async () => {
    const database = `leases_contract_${process.pid}_${databases.length}`;
    databases.push(database);
    const readStore = await MongoReadStore.connect({ url, database });
    return { leases: new ReadStoreProjectionLeases(readStore), close: () => readStore.close() };
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
