import { MongoClient } from 'mongodb';
import { describeReadStoreContract } from '../read-store.contract';
import { describeSearchAndPagingContract } from '../read-store.search-paging.contract';
import { MongoReadStore } from './mongo-read-store';

const url = process.env.MONGODB_URL;

if (url) {
  const databases: string[] = [];
  describeReadStoreContract(
    'mongodb',
    async () => {
      const database = `read_store_contract_${process.pid}_${databases.length}`;
      databases.push(database);
      return MongoReadStore.connect({ url, database });
    },
    async (store) => new MongoReadStore({ url, database: (store as MongoReadStore).database }),
  );
  describeSearchAndPagingContract('mongodb', async () => {
    const database = `read_store_search_${process.pid}_${databases.length}`;
    databases.push(database);
    return MongoReadStore.connect({ url, database });
  });
  afterAll(async () => {
    const client = new MongoClient(url);
    for (const database of databases) await client.db(database).dropDatabase();
    await client.close();
  });
} else {
  process.stdout.write('MongoDB contract skipped: MONGODB_URL is not set\n');
  describe.skip('MongoDB contract skipped: MONGODB_URL is not set', () => {
    it('runs the ReadStore contract against MongoDB', () => undefined);
  });
}
